import { invalid, type UserRole } from '@sb/domain';
import { ROLE_CONFLICT, type TCreateUserRequest } from '@sb/contracts';

/**
 * The role POST /api/admin/create-user asks for: `role` when given, else the spec's isAdmin flag (admin or
 * player). Both given must agree: isAdmin true only with 'admin', isAdmin false with anything else.
 */
export const roleOfCreateUser = ({ role, isAdmin }: Pick<TCreateUserRequest, 'role' | 'isAdmin'>): UserRole => {
  const adminFlag = isAdmin === undefined ? undefined : isAdmin === true || isAdmin === 'true';
  if (role === undefined) return adminFlag ? 'admin' : 'player';
  if (adminFlag !== undefined && adminFlag !== (role === 'admin')) throw invalid(ROLE_CONFLICT);
  return role;
};
