import type { SessionFilters, UserEntity } from './user.entity';
import type { StoredFileEntity } from '../files/stored-file.entity';

/** The user info shape of the spec, shared by REST and GraphQL. */
export interface UserInfo {
  _id: string;
  userId: string;
  name: string;
  email: string;
  admin: boolean;
  recruiter: boolean;
  isAdmin: boolean;
  profilePic: { _id: string; file: { name: string }; fileUrl: string } | null;
  session: SessionFilters;
  /** ISO 3166-1 alpha-2, or null until set in Account Settings. */
  country: string | null;
  /** IANA time zone name, or null. */
  timezone: string | null;
  createdAt: Date;
}

export const fileUrl = (userId: string, fileId: string) => `/api/v1/users/${userId}/file/${fileId}`;

export function toUserInfo(user: UserEntity, avatar: StoredFileEntity | null): UserInfo {
  return {
    _id: user.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    admin: user.isAdmin,
    recruiter: user.isRecruiter,
    isAdmin: user.isAdmin,
    profilePic: avatar
      ? { _id: avatar.id, file: { name: avatar.fileName }, fileUrl: fileUrl(user.id, avatar.id) }
      : null,
    session: user.sessionFilters,
    country: user.country,
    timezone: user.timezone,
    createdAt: user.createdAt,
  };
}
