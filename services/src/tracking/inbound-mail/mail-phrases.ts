/**
 * The English phrases hiring mail uses, read against one sentence at a time in lower case
 * (mail-sentences.ts). `decisive` phrases settle the kind on their own; `hints` only add up to a
 * guess, which is never acted on without the person (confidence 'low').
 *
 * Written from how applicant tracking systems and recruiters word these messages, not from our
 * fixtures: a phrase goes in when it means one thing in any hiring mail, and stays out when it also
 * appears in the others (a receipt says "we'll reach out to schedule an interview" too).
 */

export interface PhraseList {
  decisive: RegExp[];
  hints: RegExp[];
}

const NUMBER_WORD = '(?:\\d+|a|an|one|two|three|few)';
const INTERVIEW_NOUN = '(?:interviews?|phone screen|screening call|screening|call|chat|conversation|video call|meeting|onsite|on-site)';
const INTERVIEW_ADJECTIVES = `(?:(?:${NUMBER_WORD}|next|first|initial|final|second|technical|onsite|on-site|virtual|video|phone|remote|short|brief|quick|introductory|intro|formal|informal|panel|hiring manager|recruiter|\\d+[- ]?min(?:ute)?s?|\\d+[- ]?hour)[ -])*`;

export const RECEIVED: PhraseList = {
  decisive: [
    /\b(?:we(?: have|'ve)?|have) (?:successfully |now )?received your (?:job |online )?(?:application|resume|cv|submission)\b/,
    /\bthanks? (?:you )?(?:so much |very much )?for (?:applying|your (?:recent |job )?application|submitting your application)\b/,
    /\byour application (?:for|to) .{1,120}? (?:has been|was|is) (?:successfully )?(?:received|submitted|sent)\b/,
    /\byour application (?:has been|was|is) (?:successfully )?(?:received|submitted)\b/,
    /^(?:job )?application (?:received|submitted|confirmation|acknowledg(?:e)?ment)\b/,
    /\bconfirm(?:s|ing)? (?:that )?(?:we (?:have|'ve) received|(?:the )?receipt of) your application\b/,
    /\b(?:confirm(?:s|ing)?|acknowledg(?:e|es|ing)) (?:the )?receipt of your (?:application|resume|cv|submission)\b/,
    /\byour application was sent to\b/,
  ],
  hints: [/\bthanks? (?:you )?for your interest in\b/, /\bwe (?:will|'ll) (?:review|be reviewing) your (?:application|resume|profile)\b/],
};

export const REJECTION: PhraseList = {
  decisive: [
    /\b(?:decided|chosen|elected|opted|made the decision|made the difficult decision) to (?:move|go|proceed) forward with (?:an?other|other|a different|different) (?:candidates?|applicants?|people)\b/,
    /\b(?:move|moving|go|going|proceed|proceeding) forward with (?:an?other|other|a different|different) (?:candidates?|applicants?)\b/,
    /\b(?:decided|chosen|elected|opted) to pursue (?:an?other|other|different) (?:candidates?|applicants?)\b/,
    /\bpursue (?:other|another) candidates? whose\b/,
    /\bother (?:candidates?|applicants?) (?:whose|who) (?:experience|qualifications|skills|background|profiles?)\b/,
    /\b(?:decided|decision) not to (?:move|proceed|progress|go|continue) (?:forward |further |ahead )?(?:with )?(?:your|the|you)\b/,
    /\b(?:decided|decision) not to (?:move|proceed|progress|go) (?:forward|further|ahead)(?:[.;!]|$| at this (?:time|stage|point))/,
    /\b(?:extend(?:ed)?|made|make|making|accepted|gone with) (?:an |the |our )?(?:offer|role|position) to (?:another|a different|an?other|other|someone else)\b/,
    /\b(?:will|would|won't|are|is) not (?:be )?(?:moving|going|proceeding|progressing|continuing|taking) (?:forward|further|ahead)? ?(?:with )?(?:your|you|this)\b/,
    /\bwon't be (?:moving|going|proceeding|progressing|taking) (?:forward|further|ahead)? ?(?:with )?(?:your|you)\b/,
    /\bnot (?:be )?(?:moving|going|proceeding|progressing) (?:forward|further|ahead)(?: with)? (?:your|you)\b/,
    /\bnot (?:be )?progressing your application\b/,
    /\bnot (?:be )?taking your application (?:any )?further\b/,
    /\b(?:position|role|job|vacancy|opening|requisition) (?:has|have) (?:now |since |already )?been (?:filled|closed|cancelled|canceled|put on hold)\b/,
    /\bno longer (?:under consideration|being considered|in consideration|considering your (?:application|candidacy))\b/,
    /\b(?:you|your (?:application|candidacy|profile)) (?:have|has|were|was|are|is) not (?:been )?(?:selected|shortlisted|successful)\b/,
    /\b(?:you|your (?:application|candidacy)) (?:were|was|are|is|has been|have been) unsuccessful\b/,
    /\bunsuccessful (?:on this occasion|at this time|this time)\b/,
    /\bregret to (?:inform|let you know|tell you|advise) you\b/,
    /\b(?:unable|not able|not in a position) to (?:offer you|extend (?:you )?an offer|move (?:you |your application )?forward)\b/,
    /\b(?:decided|chosen) to (?:go|move|head) in a different direction\b/,
    /\bnot (?:be )?(?:inviting|invite) you (?:to|for) (?:an? )?(?:interview|the next)\b/,
  ],
  hints: [
    /\bunfortunately\b/,
    /\bafter (?:careful|thoughtful|much) (?:consideration|review|deliberation)\b/,
    /\b(?:wish|wishing) you (?:the best|all the best|every success|success|luck|the very best)\b/,
    /\b(?:keep|retain) your (?:resume|cv|details|information|application) on file\b/,
    /\b(?:encourage|invite) you to (?:re-?apply|apply (?:again|for (?:other|future)))\b/,
    /\b(?:highly )?competitive (?:pool|field|process)\b/,
  ],
};

export const INTERVIEW: PhraseList = {
  decisive: [
    new RegExp(`\\b(?:like|love|happy|pleased|excited|delighted|glad|want) to (?:invite|schedule|set up|arrange|book|line up) (?:you (?:to|for) )?(?:a |an |the |your |some time for (?:a |an )?)?${INTERVIEW_ADJECTIVES}${INTERVIEW_NOUN}\\b`),
    new RegExp(`\\b(?:like|love|want) to (?:invite you to|schedule|set up|arrange|book) (?:a|an|the|your) (?:[\\w-]+ ){1,3}(?:interviews?|onsite|on-site)\\b`),
    /\binvit(?:e|ing) you to (?:our|the) (?:[\w-]+ ){0,3}(?:office|offices|campus|headquarters|hq|studio) for (?:an? |the |your )?(?:[\w-]+ ){0,2}(?:onsite|on-site|interviews?|visit)\b/,
    new RegExp(`\\binvit(?:e|ing) you (?:to|for) (?:a |an |the |our )?${INTERVIEW_ADJECTIVES}(?:interviews?|phone screen|screening|call|chat|conversation|onsite|on-site|next round)\\b`),
    new RegExp(`\\b(?:like|love|want) to (?:speak|talk|chat|meet) with you\\b`),
    /\b(?:your|the|this|an?) (?:\w+ )?interview (?:has been|is|was|is now) (?:scheduled|confirmed|booked|set)\b/,
    /\binterview (?:invitation|invite|request|confirmation|confirmed|scheduled|scheduling|availability)\b/,
    /\binvitation to (?:an? )?(?:\w+ )?interview\b/,
    /^(?:updated )?invitation: .{0,120}\b(?:interview|phone screen)\b/,
    new RegExp(`\\bnext (?:step|stage|round) (?:is|will be|would be) (?:a |an )?${INTERVIEW_ADJECTIVES}${INTERVIEW_NOUN}\\b`),
    new RegExp(`\\b(?:please |kindly )?(?:use|click|follow|select|choose|pick) .{0,40}(?:link|button|calendar) .{0,40}(?:to )?(?:book|schedule|select|pick|choose) (?:a |your |the )?(?:time|slot|interview)\\b`),
    new RegExp(`\\bmove (?:you )?forward (?:to|with) (?:an? |the )?${INTERVIEW_ADJECTIVES}(?:interview|phone screen|screening)\\b`),
  ],
  hints: [
    /\binterview\b/,
    /\b(?:your|share (?:your|some)|send (?:me |us )?your) availability\b/,
    /\b(?:calendly\.com|goodtime\.io|calendar\.app\.google|cal\.com|prelude\.co|zoom\.us|meet\.google\.com|teams\.microsoft\.com)\b/,
    /\bnext steps?\b/,
  ],
};

export const OFFER: PhraseList = {
  decisive: [
    /\b(?:pleased|delighted|happy|thrilled|excited|glad) to (?:extend|offer|make) (?:you )?(?:an? |the |our )?(?:formal |verbal |written |official )?(?:job |employment )?(?:offer|position|role)\b/,
    /\b(?:extend|extending|make|making) (?:you )?(?:an? |our )?(?:formal |verbal |written |official )?(?:job |employment )?offer\b(?! to (?:another|a different|other|someone))/,
    /\boffer (?:letter|of employment)\b/,
    /\b(?:your|the) (?:job |employment )?offer (?:is attached|details|package)\b/,
  ],
  hints: [/\bcongratulations\b/, /\bcompensation\b/, /\bstart date\b/, /\bsign(?:ing)? bonus\b/],
};

/**
 * Mail that is about jobs but about none of the person's applications: alerts, newsletters,
 * marketing, account mail, recruiters' first messages. One decisive phrase makes the message
 * 'other'; a hint (an unsubscribe footer, a survey, interview tips, which real hiring mail carries
 * too) leaves a decisive status phrase standing but never acted on alone.
 */
export const NOISE: PhraseList = {
  decisive: [
    /\b(?:jobs?|roles?|positions?|opportunities) (?:you may|you might|we think you(?:'d| would)|that may|that might|for you to) (?:like|be interested|interest you|love|consider)\b/,
    /\bjob alerts?\b/,
    /\brecommended (?:jobs|roles|for you)\b/,
    /\bnew (?:jobs?|roles?|positions?|opportunities) (?:for you|matching|that match|near you|posted)\b/,
    /\b(?:\d+|new) (?:jobs?|roles?) (?:match|matching)\b/,
    /\bwebinar\b/,
    /\b(?:reset|change|update) your password\b/,
    /\bpassword (?:reset|change)\b/,
    /\bverify your (?:email|e-mail|account|address)\b/,
    /\b(?:came|come) across your (?:profile|background|resume|cv|linkedin)\b/,
    /\b(?:are you|would you be) (?:open|interested) (?:to|in) (?:new |a )?(?:opportunit|role|conversation|chat|exploring)/,
    /\b(?:an? )?(?:opportunit(?:y|ies)|role) (?:that|which) (?:might|may|could) (?:interest|be of interest|be a (?:good|great) fit)\b/,
    /\b(?:on behalf of|working with|partnering with|recruiting for) (?:an?|my|our) (?:[\w-]+ ){0,3}(?:client|company|startup|fintech|scale-?up|firm)\b/,
    /\bregister (?:now|today|here)\b/,
    /\b(?:view|see) (?:all|more) (?:jobs|roles|openings)\b/,
    /\b(?:complete|finish|continue) your application\b/,
    /\byour (?:candidate )?account has been created\b/,
    /\b(?:updated )?invitation: (?!.{0,120}\b(?:interview|phone screen)\b)/,
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
  ],
};

/**
 * Words that make what follows them in a sentence only a possibility ("if your background fits,
 * we'll reach out to schedule an interview"): receipts are full of them, and they decide nothing.
 */
export const CONDITIONAL = /\b(?:if|should|once|whether|unless|in the event|in case)\b|\b(?:will|'ll|may|might|would) (?:be in touch|reach out|contact you|get back|let you know|be contacting)\b/;
