import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type AppSubscriptionStatus =
  | 'trial'
  | 'paid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused'
  | 'expired';

@Entity('app_subscriptions')
export class AppSubscriptionEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  status!: AppSubscriptionStatus;

  @Column({ name: 'end_time', type: 'timestamptz', nullable: true })
  endTime!: Date | null;

  @Column({ name: 'subscription_id', type: 'text', nullable: true })
  subscriptionId!: string | null;

  @Column({ type: 'boolean', default: false })
  lifetime!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
