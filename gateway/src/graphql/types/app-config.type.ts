import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType()
export class FileType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;
}

@ObjectType()
export class EmailTemplate {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType()
export class Country {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2' })
  code!: string;
}

@ObjectType()
export class AccessSwitches {
  @Field(() => Boolean)
  enableFreeAccessForApp!: boolean;

  @Field(() => Boolean)
  enableFreeAccessForNewsletter!: boolean;
}

@ObjectType()
export class FilterSource {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  favicon!: string;
}

@ObjectType()
export class FilterData {
  @Field(() => [FilterSource])
  sources!: FilterSource[];

  @Field(() => [String])
  categories!: string[];
}

@ObjectType()
export class AppConfig {
  @Field(() => [FileType])
  fileTypes!: FileType[];

  @Field(() => [EmailTemplate])
  emailTemplates!: EmailTemplate[];

  @Field(() => [Country])
  countries!: Country[];

  @Field(() => AccessSwitches)
  accessSwitches!: AccessSwitches;

  @Field(() => FilterData)
  filters!: FilterData;
}

@ObjectType()
export class JobStatus {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  title!: string;
}

@ObjectType()
export class JobCategory {
  @Field(() => String)
  slug!: string;

  @Field(() => String)
  title!: string;
}
