#pragma once
// What a scan proposes to the table: each decoded code of a photo or camera frame becomes one proposal
// (add this Progress Card to a board, set this Event Card, record this War), or a message saying why
// it cannot be added (foreign code, unknown card, not in this game's card sets, already on the board...).
// Pure C++ (no Qt): the camera bridge (card_scanner.h) shows the proposals and applies the confirmed
// ones through the GameController, one stored action each; nothing here changes the game.

#include <array>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core/types.hpp>

#include "scan/label_index.h"
#include "nations/catalog.h"
#include "nations/game_state.h"
#include "vision/scanner.h"

namespace nc::app {

/// What confirming a proposal does.
enum class ScanAction {
    None,      ///< nothing: the proposal only informs (see status and message)
    AddCard,   ///< GameController::placeCard(player, id, cover, underConstruction, 0): into its row
    SetEvent,  ///< GameController::setEventCard(id)
    SetWar,    ///< GameController::setWar(id, -1, player): the War of the round, bought by player
};

struct ScanProposal {
    std::string text;                        ///< decoded payload
    std::array<cv::Point2f, 4> corners;      ///< code corners in image pixels (vision::Detection)
    cv::Point2f center;                      ///< mean of the corners, image pixels
    float side = 0;                          ///< mean edge length of the code, image pixels
    int position = 0;                        ///< 1-based reading order in the image (rows top to bottom,
                                             ///< left to right within a row): the board's slot order
    LabelMatch match;                        ///< what the payload names (LabelIndex::match)
    ScanAction action = ScanAction::None;
    /// "card", "event", "war": actionable; otherwise why not: "on_board", "current_event",
    /// "current_war", "not_in_game", "preprinted", "not_kept", "nation", "second_event", "second_war",
    /// "foreign", "unknown_card", "unsupported_version", "malformed", "no_game".
    std::string status;
    std::string message;                     ///< one line for the user (what confirming does, or why not)
    bool underConstruction = false;          ///< AddCard of a Wonder: starts building it (else ready)
    /// AddCard into a full row (Buildings & Military, Colonies, ready Wonders): the cards it may cover,
    /// as (slot index, card name), left to right; empty when there is a free slot.
    std::vector<std::pair<int, std::string>> coverOptions;
    int cover = -1;                          ///< slot index covered (-1: appended to a free slot)
    bool selected = false;                   ///< proposed ticked: actionable and nothing to double-check
};

/// Builds the proposals for `detections` as they would apply to `player` (index into state.players) of
/// the game `state` (`hasGame` false: nothing is actionable). Rules applied (Rulebook p.6 board slots,
/// p.13 the round's Event Card, p.15 one War a round):
/// - a Progress Card of the game's card sets that `player` does not hold: AddCard, ticked; a Wonder
///   starts building when the board has no Wonder under construction and no other scanned Wonder
///   claimed that slot first (reading order), else it is added ready; a card for a row whose slots are
///   full (counting the cards scanned before it) lists the cards it may cover and waits, unticked, for
///   the table to choose one (Rulebook p.14: a new card covers an old one);
/// - War: SetWar (the first War scanned; the round has one at most);
/// - Battle, Golden Age and other cards not kept on the board, pre-printed board cards, nation sides: None;
/// - an Event Card: SetEvent (the first one scanned), ticked unless it is of another age than the
///   current round or replaces an Event Card already set;
/// - foreign, malformed, newer-version and unknown payloads: None, with the LabelIndex message.
/// Proposals come in reading order. Never throws for any detection or state.
std::vector<ScanProposal> proposeFromScan(const std::vector<nc::vision::Detection> &detections,
                                          const LabelIndex &index, const nc::nations::Catalog &catalog,
                                          const nc::nations::GameState &state, bool hasGame, int player);

/// Reading order of code centres (image pixels): indices sorted into rows (a code starts a new row when
/// its centre is more than half the median code side below the row's first centre), each row left to right.
/// `sides`: the codes' side lengths, same size as `centers`.
std::vector<size_t> readingOrder(const std::vector<cv::Point2f> &centers, const std::vector<float> &sides);

} // namespace nc::app
