import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType({ simpleResolvers: true, description: 'A saved search’s feed URLs (issue 22): the token is in them; anyone holding one reads the feed' })
export class SavedSearchFeed {
  @Field(() => ID)
  savedSearchId!: string;

  @Field(() => String, { description: 'RSS 2.0' })
  rssUrl!: string;

  @Field(() => String, { description: 'Atom 1.0' })
  atomUrl!: string;

  @Field(() => String, { description: 'JSON Feed 1.1' })
  jsonUrl!: string;

  @Field(() => DateTimeISOResolver, { description: 'When these URLs were made' })
  createdAt!: Date;
}
