import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'How many jobs an option of the filter panel would list' })
export class FacetCount {
  @Field(() => Int, { description: 'Exact when countIsExact; otherwise 1000, meaning "1,000+", as a list total' })
  count!: number;

  @Field(() => Boolean)
  countIsExact!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class FacetOption extends FacetCount {
  @Field(() => String, { description: "What the filter takes for this option: a board's or category's name, or a tag" })
  value!: string;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'Counts beside every filter option. Each option is counted as if it were the only one chosen in its group, with the other groups as they are, so a count equals the total of the list with that option picked alone',
})
export class JobFacets {
  @Field(() => [FacetOption], { description: 'Every listed job board, by name' })
  boards!: FacetOption[];

  @Field(() => [FacetOption], { description: 'Every category, by title' })
  categories!: FacetOption[];

  @Field(() => [FacetOption], { description: 'The chosen tags, then the most used ones' })
  tags!: FacetOption[];

  @Field(() => FacetCount, { description: 'The list with Worldwide on' })
  worldwide!: FacetCount;
}
