#include "db/history_edit.h"

#include "db/database.h"
#include "db/edit_support.h"

#include <algorithm>

namespace nc::db {

namespace {

[[noreturn]] void refuse(const Database &db, const std::string &message)
{
    throw DbError(message + " (database '" + db.path() + "')");
}

// Finished and abandoned games are history; an active one is still being played and its own pages own it.
void requireEnded(const Database &db, int64_t gameId, const std::string &what)
{
    if (edit::requireLiveGame(db, gameId, what) == "active")
        refuse(db, what + ": game " + std::to_string(gameId) + " is still being played (finish or abandon it first)");
}

std::string game(int64_t id) { return "game " + std::to_string(id); }

struct SeatScore {
    int seat = 0;
    std::optional<int> score;
    std::optional<int> rank;
    bool corrected = false;
};

// Ranks from the scores, highest first. Equal scores of two seats the engine scored keep its tie-break (their
// earlier order, or a shared place); equal scores where one was corrected share the place: the engine's
// tie-break was never computed for them. Seats without a score keep no rank.
void rerank(std::vector<SeatScore> &seats)
{
    std::vector<SeatScore *> scored;
    for (SeatScore &s : seats)
        if (s.score)
            scored.push_back(&s);
    std::stable_sort(scored.begin(), scored.end(), [](const SeatScore *a, const SeatScore *b) {
        if (*a->score != *b->score)
            return *a->score > *b->score;
        return a->rank.value_or(0) < b->rank.value_or(0);
    });
    std::optional<int> previousOldRank;
    for (size_t i = 0; i < scored.size(); ++i) {
        const std::optional<int> oldRank = scored[i]->rank;
        const bool shares = i > 0 && *scored[i]->score == *scored[i - 1]->score
            && (oldRank == previousOldRank || scored[i]->corrected || scored[i - 1]->corrected);
        previousOldRank = oldRank;
        scored[i]->rank = shares ? scored[i - 1]->rank : std::optional<int>(int(i) + 1);
    }
}

} // namespace

std::optional<GameDetails> gameDetails(const Database &db, int64_t gameId)
{
    Statement st = db.prepare("SELECT place, notes, source, deleted_at FROM games WHERE id = ?1");
    st.bind(1, gameId);
    if (!st.step())
        return std::nullopt;
    return GameDetails{gameId, st.text(0), st.text(1), st.text(2), st.text(3)};
}

void editGame(Database &db, int64_t gameId, const GameEdit &change)
{
    const std::string what = "Cannot edit " + game(gameId);
    if (change.date && !edit::isDay(db, *change.date))
        refuse(db, what + ": date: expected a day as YYYY-MM-DD, found \"" + *change.date + "\"");

    Transaction tx(db);
    requireEnded(db, gameId, what);
    Statement old = db.prepare("SELECT substr(finished_at, 1, 10), place, notes FROM games WHERE id = ?1");
    old.bind(1, gameId);
    old.step();
    if (change.date && *change.date != old.text(0)) {
        // Both times move by the same number of days, so the game keeps its length (BG Stats' duration).
        Statement st = db.prepare(
            "UPDATE games SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, printf('%+d days', d)), "
            "finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', finished_at, printf('%+d days', d)) "
            "FROM (SELECT CAST(julianday(?1) - julianday(substr(finished_at, 1, 10)) AS INTEGER) AS d "
            "      FROM games WHERE id = ?2) WHERE id = ?2");
        st.bind(1, *change.date).bind(2, gameId).run();
        edit::record(db, gameId, "date", old.text(0), *change.date);
    }
    if (change.place && edit::trimmed(*change.place) != old.text(1)) {
        const std::string place = edit::trimmed(*change.place);
        Statement st = db.prepare("UPDATE games SET place = ?1 WHERE id = ?2");
        st.bind(1, place).bind(2, gameId).run();
        edit::record(db, gameId, "place", old.text(1), place);
    }
    if (change.notes && *change.notes != old.text(2)) {
        Statement st = db.prepare("UPDATE games SET notes = ?1 WHERE id = ?2");
        st.bind(1, *change.notes).bind(2, gameId).run();
        edit::record(db, gameId, "notes", old.text(2), *change.notes);
    }
    tx.commit();
}

void setSeatPlayer(Database &db, int64_t gameId, int seat, const std::string &playerName)
{
    const std::string what = "Cannot change seat " + std::to_string(seat) + " of " + game(gameId);
    const std::string name = edit::trimmed(playerName);
    if (name.empty())
        refuse(db, what + ": player: the name is empty");

    Transaction tx(db);
    requireEnded(db, gameId, what);
    Statement old = db.prepare("SELECT p.id, p.name FROM game_players gp JOIN players p ON p.id = gp.player_id "
                               "WHERE gp.game_id = ?1 AND gp.seat = ?2");
    old.bind(1, gameId).bind(2, int64_t(seat));
    if (!old.step())
        refuse(db, what + ": seat: the game has no seat " + std::to_string(seat));
    const int64_t id = edit::playerId(db, name);
    if (id == old.int64(0)) {
        tx.commit(); // the same player (perhaps added just now: never, the name matched them)
        return;
    }
    Statement other = db.prepare("SELECT seat FROM game_players WHERE game_id = ?1 AND player_id = ?2");
    other.bind(1, gameId).bind(2, id);
    if (other.step())
        refuse(db, what + ": player: \"" + name + "\" already has seat " + std::to_string(other.int64(0))
                       + " of this game");
    Statement st = db.prepare("UPDATE game_players SET player_id = ?1 WHERE game_id = ?2 AND seat = ?3");
    st.bind(1, id).bind(2, gameId).bind(3, int64_t(seat)).run();
    edit::record(db, gameId, "seat " + std::to_string(seat) + " player", old.text(1), name);
    tx.commit();
}

void correctScore(Database &db, int64_t gameId, int seat, int score, const std::string &reason)
{
    const std::string what = "Cannot correct the score of seat " + std::to_string(seat) + " of " + game(gameId);
    const std::string why = edit::trimmed(reason);

    Transaction tx(db);
    if (edit::requireLiveGame(db, gameId, what) != "finished")
        refuse(db, what + ": only a finished game has final scores");
    Statement read = db.prepare("SELECT seat, score, rank, score_computed FROM game_players WHERE game_id = ?1 ORDER BY seat");
    read.bind(1, gameId);
    std::vector<SeatScore> seats;
    std::optional<int> computed;
    bool found = false;
    while (read.step()) {
        SeatScore s{read.int32(0), std::nullopt, std::nullopt, !read.isNull(3)};
        if (!read.isNull(1))
            s.score = read.int32(1);
        if (!read.isNull(2))
            s.rank = read.int32(2);
        if (s.seat == seat) {
            found = true;
            if (!s.score)
                refuse(db, what + ": seat: the seat has no final score");
            computed = read.isNull(3) ? *s.score : read.int32(3);
            edit::record(db, gameId, "seat " + std::to_string(seat) + " score", std::to_string(*s.score),
                         std::to_string(score) + (why.empty() ? "" : " (" + why + ")"));
            s.score = score;
        }
        seats.push_back(s);
    }
    if (!found)
        refuse(db, what + ": seat: the game has no seat " + std::to_string(seat));
    const bool backToComputed = score == *computed && why.empty();
    if (!backToComputed && why.empty())
        refuse(db, what + ": reason: say why the score is corrected");
    for (SeatScore &s : seats)
        if (s.seat == seat)
            s.corrected = !backToComputed;

    rerank(seats);
    Statement write = db.prepare("UPDATE game_players SET score = ?1, rank = ?2 WHERE game_id = ?3 AND seat = ?4");
    for (const SeatScore &s : seats) {
        if (!s.score)
            continue;
        write.bind(1, int64_t(*s.score)).bind(2, int64_t(*s.rank)).bind(3, gameId).bind(4, int64_t(s.seat)).run();
        write.reset();
    }
    Statement mark = db.prepare("UPDATE game_players SET score_computed = ?1, correction_reason = ?2 "
                                "WHERE game_id = ?3 AND seat = ?4");
    if (backToComputed)
        mark.bindNull(1).bindNull(2);
    else
        mark.bind(1, int64_t(*computed)).bind(2, why);
    mark.bind(3, gameId).bind(4, int64_t(seat)).run();
    tx.commit();
}

std::vector<ScoreCorrection> scoreCorrections(const Database &db, int64_t gameId)
{
    Statement st = db.prepare("SELECT seat, score_computed, score, correction_reason FROM game_players "
                              "WHERE game_id = ?1 AND score_computed IS NOT NULL ORDER BY seat");
    st.bind(1, gameId);
    std::vector<ScoreCorrection> out;
    while (st.step())
        out.push_back({st.int32(0), st.int32(1), st.int32(2), st.text(3)});
    return out;
}

std::vector<GameEditRecord> gameEdits(const Database &db, int64_t gameId)
{
    Statement st = db.prepare("SELECT edited_at, field, before, after FROM game_edits WHERE game_id = ?1 ORDER BY id");
    st.bind(1, gameId);
    std::vector<GameEditRecord> out;
    while (st.step())
        out.push_back({st.text(0), st.text(1), st.text(2), st.text(3)});
    return out;
}

void deleteGame(Database &db, int64_t gameId)
{
    const std::string what = "Cannot delete " + game(gameId);
    Transaction tx(db);
    requireEnded(db, gameId, what);
    Statement st = db.prepare(std::string("UPDATE games SET deleted_at = ") + edit::kNowSql + " WHERE id = ?1");
    st.bind(1, gameId).run();
    edit::record(db, gameId, "deleted", "", "");
    tx.commit();
}

void restoreGame(Database &db, int64_t gameId)
{
    Transaction tx(db);
    Statement st = db.prepare("UPDATE games SET deleted_at = NULL WHERE id = ?1 AND deleted_at IS NOT NULL");
    st.bind(1, gameId).run();
    if (db.changes() != 1)
        refuse(db, "Cannot restore " + game(gameId) + ": it is not in the trash");
    edit::record(db, gameId, "restored", "", "");
    tx.commit();
}

std::vector<TrashedGame> trash(const Database &db)
{
    Statement st = db.prepare("SELECT id, game_type, deleted_at, finished_at FROM games WHERE deleted_at IS NOT NULL "
                              "ORDER BY deleted_at DESC, id DESC");
    Statement players = db.prepare("SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id "
                                   "WHERE gp.game_id = ?1 ORDER BY gp.seat");
    std::vector<TrashedGame> out;
    while (st.step()) {
        TrashedGame g{st.int64(0), st.text(1), st.text(2), st.text(3), {}};
        players.bind(1, g.id);
        while (players.step())
            g.players.push_back(players.text(0));
        players.reset();
        out.push_back(std::move(g));
    }
    return out;
}

int purgeTrash(Database &db, int days, const std::string &now)
{
    Transaction tx(db);
    // Deleting the game removes its seats, log and edit trail with it (ON DELETE CASCADE).
    Statement st = db.prepare("DELETE FROM games WHERE deleted_at IS NOT NULL AND julianday(deleted_at) < "
                              "julianday(CASE WHEN ?1 = '' THEN 'now' ELSE ?1 END) - ?2");
    st.bind(1, now).bind(2, int64_t(days)).run();
    const int removed = db.changes();
    tx.commit();
    return removed;
}

} // namespace nc::db
