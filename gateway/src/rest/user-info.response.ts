import type { UserInfo } from '@remotehunt/services/accounts/user-info';
import type { AppSubscriptionService, AppSubscriptionView } from '@remotehunt/services/subscriptions/app-subscription.service';

/** The REST user info shape: the spec's fields plus the app subscription state. */
function toUserInfoResponse(user: UserInfo, appSubscription: AppSubscriptionView) {
  return {
    _id: user._id,
    userId: user.userId,
    name: user.name,
    email: user.email,
    admin: user.admin,
    recruiter: user.recruiter,
    isAdmin: user.isAdmin,
    profilePic: user.profilePic,
    session: user.session,
    country: user.country,
    timezone: user.timezone,
    appSubscription,
  };
}

/** The REST user info for a user the service already loaded: only the subscription is fetched. */
export async function withSubscription(subscriptions: AppSubscriptionService, user: UserInfo) {
  return toUserInfoResponse(user, await subscriptions.getForUser(user.userId));
}
