#include "db/solo_statistics.h"

#include <algorithm>
#include <map>

#include "db/database.h"
#include "db/stats_filter_sql.h"

namespace nc::db {

namespace {

struct SoloRow {
    HallOfFamePosition game;
    bool shown = false; ///< matches the filter
};

// Counts of the scores seen so far, highest score first (a Fenwick tree over the distinct scores of one group).
class ScoresSeen {
public:
    explicit ScoresSeen(std::vector<int> scores)
        : m_scores(std::move(scores))
    {
        std::sort(m_scores.begin(), m_scores.end(), std::greater<>());
        m_scores.erase(std::unique(m_scores.begin(), m_scores.end()), m_scores.end());
        m_tree.assign(m_scores.size() + 1, 0);
    }
    /// How many seen scores are at least `score`.
    int atLeast(int score) const
    {
        int count = 0;
        for (size_t i = index(score); i > 0; i -= i & (~i + 1))
            count += m_tree[i];
        return count;
    }
    void add(int score)
    {
        for (size_t i = index(score); i < m_tree.size(); i += i & (~i + 1))
            ++m_tree[i];
    }

private:
    size_t index(int score) const // 1-based position in descending order
    {
        return size_t(std::lower_bound(m_scores.begin(), m_scores.end(), score, std::greater<>()) - m_scores.begin()) + 1;
    }
    std::vector<int> m_scores;
    std::vector<int> m_tree;
};

// The filter as one SQL test on solo_results s (db/stats_filter_sql.h: ?2 .. ?7; ?1 is in the WHERE).
std::string shownTest(const StatsFilter &filter)
{
    std::string test = "1";
    if (!filter.from.empty())
        test += " AND substr(s.finished_at, 1, 10) >= ?2";
    if (!filter.to.empty())
        test += " AND substr(s.finished_at, 1, 10) <= ?3";
    if (filter.playerCount != 0)
        test += " AND ?4 = 1"; // solo games only: true here (above 1 nothing is read)
    if (!filter.withPlayer.empty())
        test += " AND p.name = ?5";
    if (!filter.difficulty.empty())
        test += " AND s.difficulty = ?6";
    if (!filter.cardSet.empty())
        test += cardSetTest("s.card_sets");
    return test;
}

} // namespace

SoloStatistics soloStatistics(const Database &db, const StatsFilter &filter)
{
    SoloStatistics out;
    if (filter.playerCount > 1)
        return out;
    // Every solo game of the type(s) in finish order: a position counts the games the filter leaves out too.
    Statement st = db.prepare("SELECT s.game_id, s.finished_at, s.game_type, s.difficulty, p.name, s.score, ("
                              + shownTest(filter) + ") FROM solo_results s JOIN players p ON p.id = s.player_id "
                              + (filter.gameType.empty() ? "" : "WHERE s.game_type = ?1 ")
                              + "ORDER BY s.game_type, s.finished_at, s.game_id");
    bindStatsFilter(st, filter);
    std::vector<SoloRow> rows;
    std::map<std::pair<std::string, std::string>, std::vector<int>> scores;
    while (st.step()) {
        SoloRow r{{st.int64(0), st.text(1), st.text(2), st.text(3), st.text(4), st.int32(5), 0}, st.int32(6) != 0};
        scores[{r.game.gameType, r.game.difficulty}].push_back(r.game.score);
        rows.push_back(std::move(r));
    }

    std::map<std::pair<std::string, std::string>, ScoresSeen> seen;
    for (auto &[group, list] : scores)
        seen.emplace(group, ScoresSeen(list));
    std::map<std::tuple<std::string, std::string, std::string>, std::pair<PersonalBest, long long>> bests;
    for (SoloRow &r : rows) {
        ScoresSeen &group = seen.at({r.game.gameType, r.game.difficulty});
        r.game.position = 1 + group.atLeast(r.game.score);
        group.add(r.game.score);
        if (!r.shown)
            continue;
        auto &[best, sum] = bests[{r.game.player, r.game.gameType, r.game.difficulty}];
        if (best.games == 0 || r.game.score > best.best) {
            best.best = r.game.score;
            best.bestDate = r.game.date;
        }
        best.player = r.game.player;
        best.gameType = r.game.gameType;
        best.difficulty = r.game.difficulty;
        ++best.games;
        sum += r.game.score;
        out.positions.push_back(r.game);
    }
    for (auto &[key, entry] : bests) {
        entry.first.averageScore = double(entry.second) / entry.first.games;
        out.bests.push_back(entry.first);
    }
    std::stable_sort(out.bests.begin(), out.bests.end(), [](const PersonalBest &a, const PersonalBest &b) {
        const auto lower = [](std::string s) {
            std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
            return s;
        };
        return lower(a.player) < lower(b.player);
    });
    return out;
}

} // namespace nc::db
