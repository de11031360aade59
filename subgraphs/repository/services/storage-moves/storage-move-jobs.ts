/** Queue names of storage moves (the job definitions import the runner; services only queue). */
export const STORAGE_MOVE_JOB = 'repository.storage-move';
export const BULK_STORAGE_MOVES_JOB = 'repository.bulk-storage-moves';
