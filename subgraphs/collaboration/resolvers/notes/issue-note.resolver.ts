import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Note } from '../../entities/note.entity';
import { NoteCreation, NotePage, NotesFilter } from '../../schema/note.types';
import {
  createIssueNote, deleteIssueNote, findIssueNoteById, listIssueNotes, updateIssueNote,
} from '../../services/notes/issue-notes.service';

@Resolver(() => Note)
export class IssueNoteResolver {
  @Query(() => NotePage, { description: "An issue's notes, newest first by default." })
  issueNotes(
    @Arg('projectRef', () => String) projectRef: string,
    @Arg('iid', () => Int) iid: number,
    @Arg('filter', () => NotesFilter, { nullable: true }) filter: NotesFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<Note>> {
    return listIssueNotes(ctx, projectRef, iid, filter ?? {}, page);
  }

  @Query(() => Note)
  issueNote(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('noteId', () => ID) noteId: string, @Ctx() ctx: SubgraphContext): Promise<Note> {
    return findIssueNoteById(ctx, projectRef, iid, Number(noteId));
  }

  @Mutation(() => NoteCreation, { description: 'Runs the quick actions in `body` (`/close`, `/assign @user` …) and keeps the rest as the note.' })
  createIssueNote(
    @Arg('projectRef', () => String) projectRef: string,
    @Arg('iid', () => Int) iid: number,
    @Arg('body', () => String) body: string,
    @Arg('internal', () => Boolean, { defaultValue: false }) internal: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<NoteCreation> {
    return createIssueNote(ctx, projectRef, iid, body, internal);
  }

  @Mutation(() => Note)
  updateIssueNote(
    @Arg('projectRef', () => String) projectRef: string,
    @Arg('iid', () => Int) iid: number,
    @Arg('noteId', () => ID) noteId: string,
    @Arg('body', () => String) body: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Note> {
    return updateIssueNote(ctx, projectRef, iid, Number(noteId), body);
  }

  @Mutation(() => Boolean)
  deleteIssueNote(@Arg('projectRef', () => String) projectRef: string, @Arg('iid', () => Int) iid: number, @Arg('noteId', () => ID) noteId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteIssueNote(ctx, projectRef, iid, Number(noteId));
  }
}
