/**
 * The English phrases hiring mail uses, read against one sentence at a time as foldSentence
 * (mail-sentences.ts) leaves it: lower case, plain quotes and dashes, and contractions written out
 * ("won't" is "will not", "we'd" is "we would", "let's" is "let us"), so each phrase is written once,
 * in full. `decisive` phrases settle the kind on their own; `hints` only add up to a guess, which is
 * never acted on without the person (confidence 'low').
 *
 * Written from how applicant tracking systems (Greenhouse, Lever, Workday, Ashby, SmartRecruiters,
 * iCIMS, Jobvite, Workable, Teamtailor, BambooHR) and recruiters word these messages, not from our
 * fixtures: a phrase goes in as a family of wordings (the verbs, the nouns, the order they come in)
 * when it means one thing in any hiring mail, and stays out when it also appears in the others (a
 * receipt says "we will reach out to schedule an interview" too).
 *
 * Every pattern stays linear in the sentence's length: word runs are `(?:[\w-]+ ){0,n}` (a word,
 * then the space no word contains) and wildcards are bounded (`.{0,60}`), never a quantifier over
 * something that can match the same text two ways.
 */

export interface PhraseList {
  decisive: RegExp[];
  hints: RegExp[];
}

/** Up to `n` words of any kind: "a [second-round] interview", "a [45-minute system design] interview". */
const words = (n: number) => `(?:[\\w'-]+ ){0,${n}}`;

const NUMBER_WORD = '(?:\\d+|a|an|one|two|three|few)';
/** Words a mail puts before a loose meeting noun ("call", "chat"): loose nouns take only these, so "a call" stays a call about the job. */
const INTERVIEW_ADJECTIVES = `(?:(?:${NUMBER_WORD}|next|first|initial|final|second|third|technical|onsite|on-site|virtual|video|phone|remote|short|brief|quick|introductory|intro|formal|informal|panel|hiring manager|recruiter|follow-up|\\d+[- ]?min(?:ute)?s?|\\d+[- ]?hours?|half-hour|one-hour)[ -])*`;
/** Nouns that can only be a stage of hiring, whatever words stand before them. */
const STAGE_NOUN =
  '(?:interviews?|phone screen|phone screening|screening call|screening|screen|onsite|on-site|round|interview loop|super ?day|assessment center)(?! (?:questionnaire|questions|form|survey|tests?|assessment|quiz|prep|preparation|tips|guide|kit|experience|feedback)\\b)';
/** Nouns that are a stage of hiring only with the few adjectives above. */
const LOOSE_NOUN = '(?:call|chat|conversation|video call|meeting|discussion)';
const MEETING = `(?:${words(4)}${STAGE_NOUN}|${INTERVIEW_ADJECTIVES}${LOOSE_NOUN})`;
const ARTICLE = '(?:a |an |the |your |our |another |one more |some time for (?:a |an )?)?';
/** Wanting to: "we would like to", "I am happy to", "we are excited to". */
const WANT = '(?:like|love|happy|pleased|excited|delighted|glad|want|keen|thrilled|eager)';
const CANDIDATES = '(?:candidates?|applicants?|people|individuals|profiles|finalists?|candidacies)';
const OTHER = '(?:another|other|a different|different|the other|several other|some other|a few other)';
/** A decision: "we have decided", "the team has chosen", "we made the difficult decision". */
const DECIDED = '(?:decided|chosen|elected|opted|determined|made (?:the |a )?(?:difficult |tough |hard |final )?decision)';
const ROLE = '(?:position|role|job|vacancy|opening|requisition|post|search)';
/** What was sent in: "your application", "your materials", "your CV". */
const SUBMISSION = '(?:application|submission|candidacy|materials|documents|resume|cv)';
const WEEKDAY_OR_TIME = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|this (?:morning|afternoon|evening)|\\d{1,2}(?:[:.]\\d{2})? ?(?:am|pm)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \\d)';

/**
 * What calendar invitations say in their title when the meeting is an interview: "Invitation:
 * Acme – Technical Interview", "Globex – Round 1 (Sam Rivera)", "Phone screen w/ Sam".
 */
export const CALENDAR_INTERVIEW = /\b(?:interviews?|phone screen|screening|screen|onsite|on-site|round \d|(?:first|second|third|final|next|technical|onsite) round|hiring manager|recruiter (?:call|chat|screen)|system design|coding (?:session|exercise|round)|pairing session|panel)\b/;

export const RECEIVED: PhraseList = {
  decisive: [
    /\b(?:we|i)(?: have| just| have just| have now)? (?:successfully |now |just )?(?:received|got|gotten) your (?:job |online |recent )?(?:application|resume|cv|submission)\b/,
    /\bhave received your (?:job |online )?(?:application|resume|cv|submission)\b/,
    /\bthanks? (?:you )?(?:so much |very much )?for (?:applying|your (?:recent |job |online )?application|submitting your (?:application|resume|cv|candidacy|details|profile)|taking the time to apply|throwing your hat in the ring|sending (?:us |me )?your (?:application|resume|cv))\b/,
    /\bappreciate (?:you applying|your (?:recent |job )?application)\b/,
    /\byour (?:job |online )?application (?:for|to) .{1,120}? (?:has been|was|is) (?:now )?(?:successfully )?(?:received|submitted|sent|complete|confirmed|under review|being reviewed)\b/,
    /\byour (?:job |online )?application (?:for|to) .{1,120}? is in(?=[.!]|$)/,
    /\byour (?:job |online )?application (?:has been|was|is) (?:successfully )?(?:received|submitted|complete|completed|confirmed)\b/,
    /\byour (?:job |online )?application is (?:in|now under review|under review|being reviewed|in review)(?=[.!,]|$| by)/,
    /(?:^|: |- |\] )(?:job |your )?application (?:received|submitted|confirmation|confirmed|acknowledg(?:e)?ment|complete)\b/,
    /\bconfirmation of (?:your )?(?:job )?application\b/,
    /\bconfirm(?:s|ing)? (?:that )?(?:we have received|(?:the )?receipt of) your application\b/,
    /\b(?:confirm(?:s|ing)?|acknowledg(?:e|es|ing)) (?:the )?receipt of your (?:application|resume|cv|submission)\b/,
    /\b(?:we are|i am) in receipt of your (?:application|resume|cv)\b/,
    /\byou(?: have)? successfully (?:applied|submitted your application)\b/,
    /\byour application was sent to\b/,
    // Arrival, said as a journey or a place: "your application made it to us safely", "is now in our hands", "landed in our inbox".
    new RegExp(`\\byour (?:job |online )?${SUBMISSION}(?: (?:for|to) .{1,120}?)? (?:has |have )?(?:now |safely |successfully |just )?(?:made it (?:to us|safely|to our)|arrived|reached (?:us|our)|landed (?:in|on|with|safely)|came through|come through|got to us|gotten to us|(?:is|are) (?:now |safely )?(?:in our hands|with us|in our inbox|on our desk|in good hands|in our system|on file with us|safely with us))\\b`),
    // Recorded: "we have successfully logged your materials", "your CV has been registered in our system".
    new RegExp(`\\b(?:we|i)(?: have| have now| have just)? (?:successfully |now |just )?(?:logged|recorded|registered|filed|captured|processed) (?:your|the) (?:job |online )?${SUBMISSION}\\b`),
    new RegExp(`\\byour (?:job |online )?${SUBMISSION} (?:has been|have been|was|were) (?:successfully )?(?:logged|recorded|registered|filed|captured|entered into our system|added to our system)\\b`),
    // The same facts with other nouns: "your submission for Platform Engineer is complete".
    new RegExp(`\\byour (?:job |online )?(?:submission|candidacy|materials|documents) (?:for|to) .{1,120}? (?:has been|was|were|is|are) (?:now )?(?:successfully )?(?:received|submitted|complete|confirmed)\\b`),
    new RegExp(`\\byour (?:job |online )?(?:submission|candidacy|materials|documents) (?:has been|have been|was|were|is|are) (?:successfully )?(?:received|submitted|complete|completed|confirmed)\\b`),
    // "This note confirms that your application for …", "this email is to confirm your application".
    /\bthis (?:note|email|e-mail|message|mail|letter) (?:is to )?confirm(?:s|ing)? (?:that )?(?:we have received )?your (?:job |online )?(?:application|submission)\b/,
  ],
  hints: [
    /\bthanks? (?:you )?for your interest in\b/,
    // Who will read it: "we will review your application", "our design leads will review applicants", "every application gets read".
    /\b(?:will|to) (?:carefully |personally )?(?:review|be reviewing|look at|looking at|read|reading|consider|considering|go through) (?:your|all|every|each|the|incoming) (?:application|applications|applicants|submissions?|resumes?|cvs?|profiles?|candidates|background|experience)\b|\b(?:reads?|reviews?|looks? at) (?:every|each|all) (?:application|submission|resume|cv)s?\b|\bevery (?:application|submission|resume|cv) (?:gets|is) (?:read|reviewed|looked at)\b/,
    // Who will hear: "we are only able to respond to those selected for an interview".
    /\bonly (?:be )?(?:able to )?(?:respond|reply|reach out|get back|contact|be contacting|be in touch)(?: personally)?(?: to| with)? (?:those|candidates|applicants|people|the candidates|the applicants|you if)\b/,
    // When: "expect to hear from us within ten working days", "we will not have an answer until January".
    /\b(?:hear (?:back|from us)|have an answer|get back to you|have an update|have news)\b.{0,40}\b(?:days?|weeks?|january|february|march|april|may|june|july|august|september|october|november|december)\b/,
    // A recruiter or referrer handing it on: "flagged it for the hiring manager", "I have entered it into our system".
    /\b(?:passed|forwarded|sent|shared|flagged|handed|submitted) (?:along |on )?(?:your (?:resume|cv|application|profile|details)|it) (?:along |on )?(?:to|for|with) (?:the |our )?(?:hiring (?:manager|team)|recruit(?:er|ing team)|[\w-]+ team)\b/,
    /\b(?:entered|added|uploaded|logged|put) (?:it|them|your (?:resume|cv|application|details|materials)) (?:in|into|to|on) our (?:system|database|ats|applicant tracking system|pipeline)\b/,
  ],
};

export const REJECTION: PhraseList = {
  decisive: [
    // Someone else: "we will be moving forward with other candidates", "decided to pursue other applicants".
    new RegExp(`\\b(?:move|moving|moved|go|going|proceed|proceeding|press|pressing|continue|continuing|progress|progressing) (?:forward |ahead |on )?with ${OTHER} (?:[\\w-]+ )?${CANDIDATES}\\b`),
    new RegExp(`\\b${DECIDED} to (?:pursue|focus on|prioriti[sz]e|select|hire|go with|progress|advance|consider|interview|shortlist|invite|offer the (?:role|position|job) to) ${OTHER} (?:[\\w-]+ )?${CANDIDATES}\\b`),
    // Candidates who fit better: "decided to move forward with candidates whose experience more closely matches".
    new RegExp(`\\b${DECIDED} to (?:(?:move|go|proceed|continue|press) (?:forward |ahead |on )?with|pursue|focus on|prioriti[sz]e|select|go with|progress|advance) (?:the |those |a |some )?(?:[\\w-]+ )?${CANDIDATES} (?:whose|who|with|that)\\b`),
    /\bpursue (?:other|another) candidates? whose\b/,
    /\bother (?:[\w-]+ )?(?:candidates?|applicants?) (?:whose|who) (?:experience|qualifications|skills|background|profiles?|more closely|better|are a (?:closer|better))\b/,
    /\b(?:chosen|selected|hired|picked|appointed|gone with|went with|identified) (?:another|a different|the other|an internal) (?:[\w-]+ )?(?:candidate|applicant|person|individual)\b/,
    /\b(?:chosen|selected|hired|picked|gone with|went with|offered (?:it|the (?:role|position|job)) to) someone else\b/,
    /\b(?:decided|chose|opted) to (?:go with|hire|select|choose|offer (?:it|the (?:role|position|job)) to) (?:someone else|another (?:[\w-]+ )?(?:candidate|applicant|person))\b/,
    /\b(?:extend(?:ed)?|made|make|making|accepted|gone with) (?:an |the |our )?(?:offer|role|position) to (?:another|a different|an?other|other|someone else)\b/,
    /\b(?:position|role|job) (?:has been|was|went) (?:offered |given )?to (?:another|a different|someone else|an internal)\b/,
    // Not you: "we will not be moving forward with your application", "decided not to pursue your candidacy".
    new RegExp(`\\b(?:decided|decision|determined|chosen|opted) not to (?:move|proceed|progress|go|continue|advance|pursue|take|consider) (?:forward |further |ahead )?(?:with )?(?:your|the|you|this application)\\b`),
    /\b(?:decided|decision|determined) not to (?:move|proceed|progress|go|continue|advance) (?:forward|further|ahead)?(?:[.;!]|$| at this (?:time|stage|point)| on this occasion)/,
    /\b(?:decided|decision|determined) not to (?:invite|offer|extend|schedule|interview|shortlist|hire)\b/,
    /\b(?:will|would|are|is|am|be|shall) not (?:be )?(?:moving|going|proceeding|progressing|continuing|advancing|pursuing|considering) (?:forward |further |ahead |on )?(?:to the next (?:stage|step|round) )?(?:with )?(?:your|you|this application|the application)\b/,
    /\bnot (?:be )?(?:moving|proceeding|progressing|going) (?:forward|further|ahead)(?:[.;!]|$| at this (?:time|stage|point)| on this occasion)/,
    /\bnot (?:be )?(?:progressing|advancing) your (?:application|candidacy)\b/,
    /\bnot (?:be )?(?:taking|moving) (?:your (?:application|candidacy)|you|this|it|things|this application|the application|matters) (?:any )?(?:further|forward)\b/,
    // Stopping: "we are going to stop here for the Data Engineer role", "we have decided to end the process here".
    /\b(?:going to|have to|need to|decided to|will|would like to|must|are going to|had to) (?:stop|end|close|conclude|wrap up|pause) (?:things |the process |our process |the conversation |your process |your candidacy )?(?:here|at this (?:stage|point))\b/,
    // A negated step forward: "they did not feel they saw enough to take you through to the final round".
    /\b(?:not|never|cannot|unable)\b.{0,60}?\b(?:take|move|bring|advance|progress|put|invite) you (?:through |forward |on |ahead |back )?(?:to|into|for) (?:the |an? )?(?:next|final|further|second|third|later|onsite|on-site|last)\b/,
    // The job is gone: "the position has been filled", "we have paused hiring for this role".
    new RegExp(`\\b${ROLE} (?:has|have) (?:now |since |already |recently |unfortunately )?been (?:filled|closed|cancell?ed|put on hold|paused|withdrawn|frozen)\\b`),
    new RegExp(`\\b${ROLE} (?:is|was) (?:now )?(?:filled|closed|no longer (?:available|open|active)|on hold|cancell?ed)\\b`),
    new RegExp(`\\b(?:we|team|manager)(?: have| has)? (?:now |since |already )?(?:filled|closed) (?:the|this|that|our) ${ROLE}\\b`),
    new RegExp(`\\b(?:fill|filled|filling) (?:the|this|that) ${ROLE} internally\\b`),
    new RegExp(`\\bdecided to (?:close|cancel|pause|freeze|withdraw|put on hold) (?:the|this|our) ${ROLE}\\b`),
    // On hold or closed with words between: "has put the Security Engineer opening on hold", "we have cancelled the Senior Analyst requisition".
    new RegExp(`\\b(?:put|placed|putting|placing) (?:the|this|that|our) ${words(4)}${ROLE} on hold\\b`),
    new RegExp(`\\b(?:cancell?ed|withdrawn|closed|frozen|paused) (?:the|this|that|our) ${words(4)}${ROLE}\\b`),
    /\bclos(?:e|ed|ing) (?:out )?(?:your (?:application|candidacy)|(?:all|every|each|any) (?:remaining |open |active |outstanding |pending )?(?:applications?|candidacies) (?:for|to|on) (?:this|the|that|our))\b/,
    new RegExp(`\\b(?:paused|frozen|suspended|halted|put on hold|stopped) (?:hiring|recruiting|recruitment|the search|our search) for (?:this|the|that)\\b`),
    new RegExp(`\\bno longer (?:hiring|recruiting|looking) for (?:this|the|that) ${ROLE}\\b`),
    /\bno longer (?:under consideration|being considered|in consideration|considering your (?:application|candidacy)|in the running)\b/,
    // The outcome: "you were not selected", "your application was unsuccessful".
    /\b(?:you|your (?:application|candidacy|profile|submission)) (?:have|has|were|was|are|is|had) not (?:been )?(?:selected|shortlisted|successful|chosen|progressed|advanced|accepted)\b/,
    /\b(?:you|your (?:application|candidacy)) did not (?:make it|progress|advance|get through|succeed)\b/,
    /\b(?:you|your (?:application|candidacy)) (?:were|was|are|is|has been|have been) unsuccessful\b/,
    /\bunsuccessful (?:on this occasion|at this time|this time)\b/,
    /\byour (?:application|candidacy) (?:has been|was|is) (?:declined|rejected)\b/,
    /\bstatus (?:of your application )?(?:has )?(?:changed to|been (?:changed|updated) to|is now|updated to):? "?(?:not selected|rejected|declined|unsuccessful|not moving forward|no longer under consideration)\b/,
    /\bstatus: "?(?:not selected|rejected|declined|unsuccessful)\b/,
    /\bregret(?:fully)? to (?:inform|let you know|tell you|advise|share|say|notify|report)\b/,
    /\b(?:(?:unable|not (?:be )?able|not in a position|not going) to|cannot|could not) (?:offer you (?:(?:a|an|the|this|that) )?(?:[\w-]+ ){0,3}(?:position|role|job|post|place|opportunity|employment|interview|spot)\b|extend (?:you )?(?:an? )?offer|move (?:you |your application |your candidacy )?forward|proceed with your|progress your|take your (?:application|candidacy) (?:further|forward)|invite you (?:to|for)|consider your (?:application|candidacy) (?:any )?further)/,
    /\bnot (?:be )?extending (?:you )?(?:an? )?offer\b/,
    /\b(?:(?:unable|not (?:be )?able|not in a position|not going) to|cannot|could not|will not|would not) (?:make|give) (?:you )?(?:an? |the )?offer\b/,
    /\b(?:decided|chosen) to (?:go|move|head) in (?:a different|another|a new) direction\b/,
    /\bnot (?:be )?(?:inviting|invite) you (?:to|for) (?:an? |the )?(?:interview|next|further)\b/,
    // Nothing that fits: "we do not have a role that matches your background", "not a match at this time".
    /\b(?:do|does) not (?:currently )?have (?:a|an|any) (?:suitable |open |available |current )?(?:role|position|opening|vacancy|vacancies|openings|positions|roles|opportunit(?:y|ies)) (?:that|which|for you|matching|to offer)\b/,
    /\bnot (?:quite )?(?:a|the) (?:right |good |strong |close |great |best )?(?:match|fit) (?:for (?:this|the|our|what)|at this (?:time|stage|point)|right now|on this occasion)\b/,
  ],
  hints: [
    /\bunfortunately\b/,
    /\bafter (?:careful|thoughtful|much) (?:consideration|review|deliberation)\b/,
    /\b(?:wish|wishing) you (?:the best|all the best|every success|success|luck|the very best)\b/,
    /\b(?:keep|retain|hold) your (?:resume|cv|details|information|application|profile) on file\b/,
    // "we encourage you to re-apply", "do not let this stop you from applying again".
    /\b(?:re-?apply|re-?applying|apply again|applying again|apply in the future|applying in the future|apply for (?:other|future)|applying for (?:other|future))\b/,
    // "I am sorry it is not better news", "not the news you were hoping for", "I wish I had better news".
    /\bnot (?:the |better |good |great |happier )?news\b|\b(?:wish|had hoped) (?:i|we) (?:had|could (?:share|bring|give)) (?:better|good|happier|more positive) news\b/,
    /\b(?:highly )?competitive (?:pool|field|process)\b/,
    /\b(?:sorry|sad|disappointed) to (?:share|say|tell you|inform you|let you know|report|write)\b/,
    /\b(?:difficult|tough|hard) (?:decision|choice)\b/,
    /\b(?:reach out|contact you|be in touch|get in touch|keep you in mind) (?:if|should|when|for) (?:something|anything|another|a (?:suitable|similar|new|future|better)|future|other)\b/,
  ],
};

export const INTERVIEW: PhraseList = {
  decisive: [
    // Wanting to meet: "we would like to invite you for a second-round interview", "we would love to have you back for a system design interview".
    new RegExp(`\\b${WANT} to (?:invite|schedule|set up|arrange|book|line up|organi[sz]e|plan|move|advance) (?:you (?:forward |on )?(?:to|for|into) )?${ARTICLE}${MEETING}\\b`),
    new RegExp(`\\b${WANT} to (?:have|bring|get|see|welcome) you (?:back |in |over |on-?site |along )?(?:for|to) ${ARTICLE}${words(4)}${STAGE_NOUN}\\b`),
    new RegExp(`\\b${WANT} (?:for )?you to (?:come (?:in|back|by|on-?site) (?:for|to)|join us (?:for|at)|take part in|participate in) ${ARTICLE}${words(4)}${STAGE_NOUN}\\b`),
    new RegExp(`\\b${WANT} (?:to (?:speak|talk|chat|meet) with you|to meet you|you to meet (?:with )?(?:our|the|some|a few|two|three))\\b`),
    new RegExp(`\\b(?:invit(?:e|ing) you|you are invited|you have been invited) (?:to|for) (?:(?:take part in|participate in|attend|join|come in for|come to) )?(?:an? |the |our |your |another )?${MEETING}\\b`),
    /\binvit(?:e|ing) you to (?:our|the) (?:[\w-]+ ){0,3}(?:office|offices|campus|headquarters|hq|studio) for (?:an? |the |your )?(?:[\w-]+ ){0,2}(?:onsite|on-site|interviews?|visit)\b/,
    // The stage reached: "you have been shortlisted for an interview", "your application has progressed to the next stage".
    new RegExp(`\\b(?:you(?: have| are)?|your (?:application|candidacy|profile) (?:has|is)) (?:been )?(?:advanced|progressed|moved (?:forward|on)|selected|shortlisted|chosen|invited|made it|through) (?:to|for|into) (?:the |an? |our )?${words(3)}(?:round|stage|phase|${STAGE_NOUN})\\b`),
    new RegExp(`\\b(?:move|moving|advance|advancing|progress|progressing) (?:you|your (?:application|candidacy|profile)) (?:forward |ahead |on )?(?:to|into|with) (?:the |an? |our )?${words(3)}(?:round|stage|phase|${STAGE_NOUN})\\b`),
    /\b(?:move|moving|advance|advancing) you forward in (?:the|our) (?:hiring |interview |recruiting )?process\b/,
    new RegExp(`\\bnext (?:step|stage|round) (?:in (?:the|our) process |of (?:the|our) process )?(?:is|will be|would be) (?:to (?:schedule|set up|book|arrange) )?${ARTICLE}${MEETING}\\b`),
    // An interview already set: "your interview has been scheduled", "Interview confirmation".
    /\b(?:your|the|this|an?) (?:[\w-]+ ){0,3}(?:interview|onsite|on-site|phone screen) (?:has been|is|was|is now|have been) (?:scheduled|confirmed|booked|set up|set|arranged|rescheduled)\b/,
    /\binterview (?:invitation|invite|request|confirmation|confirmed|scheduled|scheduling|availability|reminder|arrangements?|details|logistics|booking|booked)\b/,
    /\binvitation to (?:an? |the |your )?(?:[\w-]+ ){0,3}interview\b/,
    new RegExp(`^(?:updated )?invitation(?: with note)?: .{0,120}${CALENDAR_INTERVIEW.source}`),
    // Picking a time: "please use the link below to book a slot", "share your availability for a technical interview".
    /\b(?:please |kindly )?(?:use|click|follow|select|choose|pick) .{0,40}(?:link|button|calendar) .{0,40}(?:to )?(?:book|schedule|select|pick|choose) (?:a |your |the )?(?:time|slot|interview)\b/,
    /\b(?:please |kindly )?(?:book|schedule|pick|choose|select|reserve|grab) (?:a |an |your |the )?(?:convenient |suitable |preferred )?(?:time ?slot|time|slot|date and time|day and time)(?: that| which| for| to| on| using| via| through| from| in| below|[.!:]|$)/,
    /\bself[- ]schedul(?:e|ing)\b/,
    new RegExp(`\\b(?:availability|available times?|times? that work) (?:for|to (?:schedule|set up|arrange|book)) (?:an? |the |your )?(?:following |upcoming |next )?${words(3)}${STAGE_NOUN}\\b`),
    new RegExp(`\\b(?:are|would|will|can|could) you (?:be )?(?:free|available|able to (?:do|make|join)) (?:for|to do|to join) (?:an? |the |your )?${words(3)}${STAGE_NOUN}\\b`),
    // A question with an interviewer in it: "can you do a 45 min call with our CTO on Thursday?"
    new RegExp(`\\b(?:can|could|would|will) you (?:do|make|join|take|hop on|jump on|have time for|be (?:free|available) for) (?:an? )?${INTERVIEW_ADJECTIVES}(?:call|chat|interview|video call|meeting|conversation) with (?:our|the|my|one of our|two of our|a few of our|some of our|me and our) `),
    new RegExp(`\\blet us (?:schedule|set up|book|arrange|get) (?:a |an |your |the )?${words(3)}${STAGE_NOUN}\\b`),
    // Asking to attend: "we would like to ask you to attend a first interview".
    new RegExp(`\\b${WANT} to (?:ask|request) (?:that )?you (?:to )?(?:attend|join|come (?:in |on-?site )?(?:for|to)|take part in|participate in|sit) ${ARTICLE}${MEETING}\\b`),
    // Already put in the diary: "we have put you down for Tuesday at 3:30", "I have pencilled you in for a 30-minute call".
    new RegExp(`\\b(?:put|pencill?ed|booked|slotted|scheduled) you (?:down |in )?for (?:a |an |the |this |next )?(?:${WEEKDAY_OR_TIME}|${INTERVIEW_ADJECTIVES}${LOOSE_NOUN}\\b|${words(3)}${STAGE_NOUN}\\b)`),
  ],
  hints: [
    /\binterview\b/,
    /\b(?:your|share (?:your|some)|send (?:me |us )?your) availability\b/,
    /\b(?:calendly\.com|goodtime\.io|calendar\.app\.google|cal\.com|prelude\.co|zoom\.us|meet\.google\.com|teams\.microsoft\.com)\b/,
    /\bnext steps?\b/,
    /\b(?:does|would|will|could|do) .{1,60}? (?:work|suit) (?:for )?you\b/,
    /\bproposed (?:slot|time|date)s?\b/,
    /\b(?:are you|would you be|will you be) (?:free|available)\b/,
  ],
};

export const OFFER: PhraseList = {
  decisive: [
    /\b(?:pleased|delighted|happy|thrilled|excited|glad|proud) to (?:extend|offer|make) (?:you )?(?:an? |the |our )?(?:formal |verbal |written |official |conditional )?(?:job |employment )?(?:offer|position|role)\b/,
    /\b(?:extend|extending|make|making) (?:you )?(?:an? |our )?(?:formal |verbal |written |official |conditional )?(?:job |employment )?offer\b(?! to (?:another|a different|other|someone))/,
    /\b(?:like|love|want|able|going|decided|pleased|delighted|happy|thrilled|excited|glad) to offer you (?:the|a|an|this|our) (?:[\w-]+ ){0,5}(?:position|role|job|post)\b/,
    /\boffering you (?:the|a|an|this|our) (?:[\w-]+ ){0,5}(?:position|role|job|post)\b/,
    /\boffer (?:letter|of employment)\b/,
    /\b(?:your|the|our) (?:[\w-]+ )?(?:job |employment )?offer (?:from .{1,60}? )?(?:is attached|is enclosed|is ready|is below|details|package|documents?|paperwork|has been (?:sent|attached|prepared|shared|approved))\b/,
    /\b(?:find|attached|enclosed) (?:is |are |please )?(?:your|the|our) (?:formal |written |official |job |employment )?offer\b/,
    /\b(?:to )?accept (?:this|the|our|your) (?:job |employment |formal |written )?offer\b/,
    /\bwelcom(?:e|ing) you (?:aboard|to the team|to (?:the|our) (?:[\w-]+ ){0,3}team) as\b/,
    /\bconfirm your appointment (?:as|to the (?:role|position|post) of)\b/,
    // "would like you to join the team as a Test Engineer".
    new RegExp(`\\b${WANT} (?:for )?you to join (?:the|our) (?:[\\w-]+ )?team as (?:an? |our )`),
    /\b(?:review|sign|view|see|accept) (?:and sign )?your (?:job |employment |formal |written )?offer(?! of| to)\b/,
  ],
  hints: [
    /\bcongratulations\b/,
    /\bcompensation\b/,
    /\bstart date\b/,
    /\bsign(?:ing)? bonus\b/,
    /\b(?:base )?salary(?: of|:| is| will be)/,
    /\bwelcome (?:\(?almost\)? )?(?:aboard|to the team)\b/,
    // The paperwork to come: "the formal letter will come through DocuSign", "your written offer will follow".
    /\b(?:formal|written|official) (?:offer|letter|paperwork|contract)\b/,
    /\b(?:been|were) (?:selected|chosen) (?:for|as) (?:the|a|our) (?:[\w-]+ ){0,4}(?:position|role|job)\b/,
    /\b(?:employment|job) (?:contract|agreement)\b/,
  ],
};

/**
 * Mail that is about jobs but about none of the person's applications: alerts, newsletters,
 * marketing, account mail, recruiters' first messages, events. One decisive phrase makes the
 * message 'other', whatever else it says, so decisive phrases are what such mail says of itself
 * ("your job alert", "thanks for joining our talent community"), never what a rejection's footer
 * invites to ("sign up for job alerts", "join our talent community"). A hint (an unsubscribe footer,
 * a survey, interview tips, which real hiring mail carries too) leaves a decisive status phrase
 * standing but never acted on alone.
 */
export const NOISE: PhraseList = {
  decisive: [
    /\b(?:jobs?|roles?|positions?|opportunities) (?:you may|you might|we think you would|that may|that might|for you to) (?:like|be interested|interest you|love|consider)\b/,
    /^job alerts?\b|\b(?:your|this|daily|weekly) job alerts?\b/,
    /\brecommended (?:jobs|roles|for you)\b/,
    /\bnew (?:jobs?|roles?|positions?|opportunities) (?:for you|matching|that match|near you|posted)\b/,
    /\b(?:\d+|new) (?:jobs?|roles?) (?:match|matching)\b/,
    /\bsaved searche?s?\b/,
    /\bwebinar\b/,
    /\bsave your (?:seat|spot)\b/,
    /\b(?:came|come) across your (?:profile|background|resume|cv|linkedin)\b/,
    /\b(?:are you|would you be) (?:open|interested) (?:to|in) (?:new |a )?(?:opportunit|role|conversation|chat|exploring)/,
    /\b(?:an? )?(?:opportunit(?:y|ies)|role) (?:that|which) (?:might|may|could) (?:interest|be of interest|be a (?:good|great) fit)\b/,
    /\b(?:on behalf of|working with|partnering with|recruiting for) (?:an?|my|our) (?:[\w-]+ ){0,3}(?:client|company|startup|fintech|scale-?up|firm)\b/,
    /\bregister (?:now|today|here)\b/,
    /\b(?:view|see) (?:all|more) (?:jobs|roles|openings)\b/,
    /\b(?:complete|finish|continue) your application\b/,
    // The subject calendar programs write ("Invitation: Weekly 1:1 @ Tue 10am"), not "Interview invitation: …".
    new RegExp(`^(?:updated )?invitation(?: with note)?: (?!.{0,120}${CALENDAR_INTERVIEW.source})`),
    /\b(?:thanks? (?:you )?for joining|welcome to|you have joined|you are now (?:part|a member) of) (?:the |our )?(?:[\w-]+ ){0,3}talent (?:community|network|pool|hub|list)\b/,
    /\b(?:event|fair|meetup|meet-up|webinar|conference|hackathon|info session|information session|open house|livestream) (?:has been|was|is) (?:cancell?ed|postponed)\b/,
    /\byour application was (?:viewed|seen|opened)\b/,
    /\b(?:who|recruiters|employers|companies) (?:viewed|looked at|searched for) your profile\b|\byou appeared in \d+ searches\b/,
    /\b(?:try|upgrade to|start your free) (?:linkedin |indeed )?premium\b/,
    /\bno interview (?:is |will be )?(?:required|needed|necessary)\b/,
    /\bthanks? (?:you )?for (?:your (?:purchase|order|subscription|payment)|shopping|subscribing|ordering)\b/,
    /\byour order (?:#|number|has|is|was|confirmation)/,
  ],
  hints: [
    /\bunsubscribe\b/,
    /\bnewsletter\b/,
    /\bview (?:this email )?in (?:your |a )?browser\b/,
    /\b(?:manage|update) (?:your )?(?:email |notification )?(?:preferences|settings|subscriptions?)\b/,
    /\bsurvey\b/,
    /\bhow (?:was|did) your (?:interview|experience)\b/,
    /\b(?:rate|review) your (?:interview|experience)\b/,
    /\bprepare for your (?:next |upcoming )?interview\b/,
    /\bcomplete your profile\b/,
    /\b\d+% off\b/,
    /\bfree trial\b/,
    /\bsign up\b/,
    /\b(?:promo|discount|coupon) code\b|\buse code\b|\blimited[- ]time offer\b/,
    /\b(?:career|job) fair\b|\b(?:hiring|recruiting|networking) event\b|(?<![\w/.-])meetups?(?![\w/-])/,
    /\binterview (?:has been |was |is )?(?:cancell?ed)\b|^(?:cancell?ed|declined)(?: event| invitation| meeting)?:/,
    /\bbank (?:details|account (?:details|number))\b|\bwire transfer\b|\bgift cards?\b/,
    /\bsimilar jobs\b|\bjobs? (?:based on|matching) your (?:profile|search|preferences|activity)\b/,
  ],
};

/**
 * Account mail: password resets, address checks, sign-in codes, new candidate accounts. Mail that is
 * only this is 'other' (classify-mail.ts), but the same steps appear inside real hiring mail ("you will
 * be asked to confirm your email address before the offer document opens"), so next to a decisive
 * status phrase they only count as a noise hint.
 */
export const ACCOUNT_STEPS: RegExp[] = [
    /\b(?:reset|change|update) your password\b/,
    /\bpassword (?:reset|change)\b/,
    /\bverify your (?:email|e-mail|account|address)\b|\bconfirm your (?:email|e-mail)\b/,
    /\b(?:verification|security|sign-?in|login|one-time) (?:code|passcode|pin)\b/,
    /\byour (?:candidate )?account has been created\b/,
];

/**
 * Words that make what follows them in a sentence only a possibility ("if your background fits,
 * we will reach out to schedule an interview"): receipts are full of them, and they decide nothing.
 */
export const CONDITIONAL = /\b(?:if|should|once|whether|unless|in the event|in case)\b|\b(?:will|may|might|would) (?:be in touch|reach out|contact you|get back|let you know|be contacting)\b/;

/**
 * Words that deny what follows them in the same clause ("they did not feel they saw enough to take you
 * through to the final round"): an invitation, offer or receipt so framed says the opposite. "Do not
 * hesitate" and "not only" deny nothing. Rejection phrases carry their own negations and are not read
 * against this.
 */
export const NEGATION = /\b(?:not|never|no longer|unable|cannot|nor)\b(?! hesitate| only)/;
/** Where a clause ends, so a negation in one clause does not reach a phrase in the next. */
export const CLAUSE_BREAK = /[,;:()]|\b(?:but|so|and|however|though|although|yet|while|because|then)\b/;

/**
 * Subject lines ATS and recruiters give mail about one application: "Your application to Acme",
 * "Application received", "Update on your application". Never enough alone: one more hint of a kind
 * makes a low-confidence guess of it (classify-mail.ts).
 */
export const APPLICATION_SUBJECT =
  /^(?:(?:re|fwd?|aw|wg|tr): )*(?:(?:an )?update (?:on|regarding|about) your (?:job )?application\b|your (?:job )?(?:application|candidacy|submission) (?:to|for|at|with)\b|(?:job )?application (?:received|confirmation|submitted|update|status)\b|thank(?:s| you) for (?:applying|your application)\b)/;
