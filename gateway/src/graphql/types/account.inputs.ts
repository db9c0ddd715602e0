import { Field, InputType } from 'type-graphql';

// Inputs only shape the request; the services validate them (one rule set for REST and GraphQL).
@InputType()
export class SignUpInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true })
  confirmPassword?: string;

  @Field(() => Boolean, { nullable: true })
  acceptTerms?: boolean;
}

@InputType()
export class SignInInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country code; null or "" clears it' })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone name such as Europe/Berlin; null or "" clears it' })
  timezone?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  password!: string;

  @Field(() => String)
  newPassword!: string;
}
