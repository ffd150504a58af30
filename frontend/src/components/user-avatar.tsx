import type { User } from '@avtalt/contracts';
import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../lib/initials';

/** The user's profile picture, or their initials when there is none (or it fails to load). */
export function UserAvatar({ user, size = 40 }: { user: User; size?: number }) {
  return (
    <Avatar
      src={user.profileImageUrl ?? undefined}
      alt={`${user.firstName} ${user.lastName}`}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}
