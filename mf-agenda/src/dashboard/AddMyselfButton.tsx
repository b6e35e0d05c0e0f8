import { SETUP_MSG, type StaffDto } from '@salao/contracts';
import { api, toastFailure, toastSuccess, useEstablishment, useLiveWrite, useSession } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { USER_ADD } from '@salao/web-core/icon-paths';
import { Button } from '@salao/web-core/light';

/**
 * The checklist's one-click 'the owner works here too': POST /api/staff with the owner's name and e-mail and the
 * establishment's phone, paid by commission (100%: her services are hers). Her working hours start as the business
 * hours, like any new professional's (docs/product/screens.md 'First-run checklist').
 */
export function AddMyselfButton() {
  const user = useSession((s) => s.user);
  const establishment = useEstablishment();
  const add = useLiveWrite({
    write: () =>
      api.post<StaffDto>('/api/staff', {
        name: user?.name ?? '',
        role: SETUP_MSG.ownerRole,
        email: user?.email ?? '',
        phone: establishment.data?.phone ?? null,
        password: null,
        hasSystemAccess: false,
        salaryAmount: null,
        commissionRate: '100',
        establishmentId: user?.establishmentId,
      }),
    causes: [],
    also: ['staff', 'staffList', 'permissions', 'dashboardSetup'],
    onSuccess: () => toastSuccess(SETUP_MSG.addedMyself, SETUP_MSG.addedMyselfTitle),
    onError: (error) => toastFailure(SETUP_MSG.addMyselfError, error),
  });
  if (!user) return null;
  return (
    <div>
      <Button size="small" kind="primary" icon={<Icon of={USER_ADD} />} loading={add.isPending} onClick={() => add.mutate(undefined)}>
        Eu também atendo: adicionar-me como profissional
      </Button>
    </div>
  );
}
