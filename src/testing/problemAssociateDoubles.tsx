/**
 * Stand-ins for the planning, assets and tickets tabs and dialogs (owned elsewhere), rendering
 * their props so the view's wiring can be checked: `jest.mock(path, () => require(...).planningTab)`.
 */
interface TabProps {
  problemId: number;
  onChanged(): void;
}

interface ShowDialogProps {
  problemId: number;
  show: boolean;
  onClose(): void;
  onAttached(message: string): void;
}

interface PlanningDialogProps {
  problemId: number;
  identifier: string | null;
  onClose(): void;
  onSaved(message: string): void;
}

function tab(name: string) {
  return function TabDouble({ problemId, onChanged }: TabProps) {
    return (
      <div>
        {name} of problem {problemId}
        <button type="button" onClick={onChanged}>
          Change from {name}
        </button>
      </div>
    );
  };
}

function showDialog(name: string) {
  return function DialogDouble({ problemId, show, onClose, onAttached }: ShowDialogProps) {
    if (!show) return null;
    return (
      <div role="dialog" aria-label={name}>
        {name} for problem {problemId}
        <button type="button" onClick={() => onAttached(`${name} done.`)}>
          Finish
        </button>
        <button type="button" onClick={onClose}>
          Dismiss
        </button>
      </div>
    );
  };
}

function PlanningDialogDouble({ problemId, identifier, onClose, onSaved }: PlanningDialogProps) {
  if (identifier === null) return null;
  return (
    <div role="dialog" aria-label="Planning dialog">
      {identifier} of problem {problemId}
      <button type="button" onClick={() => onSaved('Planning saved.')}>
        Save planning
      </button>
      <button type="button" onClick={onClose}>
        Dismiss
      </button>
    </div>
  );
}

export const planningTab = { __esModule: true, default: tab('Planning tab') };
export const assetsTab = { __esModule: true, default: tab('Assets tab') };
export const ticketsTab = { __esModule: true, default: tab('Tickets tab') };
export const planningDialog = { __esModule: true, default: PlanningDialogDouble };
export const attachAssetsDialog = { __esModule: true, default: showDialog('Attach assets dialog') };
export const attachTicketsDialog = { __esModule: true, default: showDialog('Attach tickets dialog') };
