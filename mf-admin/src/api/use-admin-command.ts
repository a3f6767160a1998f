import type { MutationKey, QueryKey } from '@tanstack/react-query';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ToastInput } from '@sb/web-kit';
import { errorMessage, refreshSession, toast } from '@sb/web-kit';

export type CommandFailure = {
  title: string;
  text: string;
  /** Show the server's own `error` text when it sent one (spec: 'Error' toasts); otherwise always `text`. */
  preferServerText?: boolean;
};

export type AdminCommandOptions<Variables, Result> = {
  run: (variables: Variables) => Promise<Result>;
  /** Kept in the mutation cache under this key, so a tab can show its last result after being reopened. */
  key?: MutationKey;
  /** The lists this command changes; refetched (with X-Min-Position) before the control stops spinning. */
  invalidates: readonly QueryKey[];
  /** Money moved: the header's balance is re-read too (the admin may have changed their own). */
  movesMoney?: boolean;
  success: (result: Result, variables: Variables) => ToastInput;
  failure: CommandFailure;
};

/** Every admin action: one call, its success or failure toast, and the lists it touched refreshed. */
export function useAdminCommand<Variables = void, Result = unknown>({
  run,
  key,
  invalidates,
  movesMoney = false,
  success,
  failure,
}: AdminCommandOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation<Result, unknown, Variables>({
    mutationKey: key,
    mutationFn: run,
    onSuccess: async (result, variables) => {
      toast({ variant: 'success', ...success(result, variables) });
      // Returned, so isPending stays true until the fresh lists are in: no stale balance is ever shown as final.
      await Promise.all([
        ...invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        movesMoney ? refreshSession(queryClient) : undefined,
      ]);
    },
    onError: (error) => {
      const description = failure.preferServerText ? errorMessage(error, failure.text) : failure.text;
      toast({ variant: 'destructive', title: failure.title, description });
    },
  });
}

/** The newest successful result of the command kept under `key`, if any (it outlives the tab that ran it). */
export function useLastResult<Result>(key: MutationKey): Result | undefined {
  const results = useMutationState({
    filters: { mutationKey: key, status: 'success' },
    select: (mutation) => mutation.state.data as Result,
  });
  return results.at(-1);
}
