import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Note } from '../../entities/note.entity';
import { NoteCreation, NotePage, NotesFilter } from '../../schema/note.types';
import {
  createMergeRequestNote, deleteMergeRequestNote, findMergeRequestNoteById, listMergeRequestNotes, updateMergeRequestNote,
} from '../../services/notes/merge-request-notes.service';

const REF = () => String;

@Resolver(() => Note)
export class MergeRequestNoteResolver {
  @Query(() => NotePage, { description: "A merge request's notes, newest first by default." })
  mergeRequestNotes(
    @Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number,
    @Arg('filter', () => NotesFilter, { nullable: true }) filter: NotesFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext,
  ): Promise<Page<Note>> {
    return listMergeRequestNotes(ctx, projectRef, iid, filter ?? {}, page);
  }

  @Query(() => Note)
  mergeRequestNote(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('noteId', () => ID) noteId: string, @Ctx() ctx: SubgraphContext): Promise<Note> {
    return findMergeRequestNoteById(ctx, projectRef, iid, Number(noteId));
  }

  @Mutation(() => NoteCreation)
  createMergeRequestNote(
    @Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('body', () => String) body: string,
    @Arg('internal', () => Boolean, { defaultValue: false }) internal: boolean,
    @Arg('mergeRequestDiffHeadSha', () => String, { nullable: true, description: 'The head the writer saw; `/merge` merges only that.' }) mergeRequestDiffHeadSha: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<NoteCreation> {
    return createMergeRequestNote(ctx, projectRef, iid, { body, internal, mergeRequestDiffHeadSha });
  }

  @Mutation(() => Note)
  updateMergeRequestNote(
    @Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('noteId', () => ID) noteId: string,
    @Arg('body', () => String) body: string, @Ctx() ctx: SubgraphContext,
  ): Promise<Note> {
    return updateMergeRequestNote(ctx, projectRef, iid, Number(noteId), body);
  }

  @Mutation(() => Boolean)
  deleteMergeRequestNote(@Arg('projectRef', REF) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('noteId', () => ID) noteId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteMergeRequestNote(ctx, projectRef, iid, Number(noteId));
  }
}
