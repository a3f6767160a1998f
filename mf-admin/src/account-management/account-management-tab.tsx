import styled from 'styled-components';
import { AddFreePlayForm } from './add-free-play-form';
import { CreateUserForm } from './create-user-form';
import { PendingUsers } from './pending-users';
import { UsersTable } from './users-table';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Forms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Decisions waiting first, then the two quick forms, then every account. */
export function AccountManagementTab({ onManageUser }: { onManageUser: (userId: string) => void }) {
  return (
    <Stack>
      <PendingUsers />
      <Forms>
        <CreateUserForm />
        <AddFreePlayForm />
      </Forms>
      <UsersTable onManage={onManageUser} />
    </Stack>
  );
}
