#include "cli/cli_labels.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <set>
#include <stdexcept>

#include "cli/cli.h"
#include "core/json_input.h"
#include "catalog/embedded_catalog.h"
#include "scan/label_index.h"
#include "vision/label_payload.h"

namespace nc::app {

using nc::vision::LabelKind;
using nc::vision::LabelSpec;

const char *const kLabelsUsage =
    "       nations-companion labels --out FILE.pdf [--paper a4|letter] [--cards [ID...]] [--events [ID...]]\n"
    "                                [--nations [ID...]] [--all] [--set NAME]... [--age N]...\n"
    "                                [--symbology qr|datamatrix|aztec]\n"
    "                                (label sheet PDF; default: every Progress Card of the decks, docs/labels.md)\n";

namespace {

template <typename T>
bool contains(const std::vector<T> &v, const T &x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

std::string joined(const std::vector<std::string> &items)
{
    std::string s;
    for (const auto &i : items)
        s += (s.empty() ? "" : ", ") + i;
    return s;
}

/// A mistyped id as a search query: "city_wall" -> "city wall" (a name typed instead of an id stays as is).
std::string asQuery(std::string id)
{
    std::replace(id.begin(), id.end(), '_', ' ');
    return id;
}

/// Collects unknown ids of one kind into a message line.
struct Unknown {
    std::vector<std::string> lines;
    void add(const char *what, const std::vector<std::string> &ids, const std::vector<std::string> &suggestions)
    {
        if (ids.empty())
            return;
        std::vector<std::string> shown; // an id is typed by a user: at most 60 characters of it come back
        for (const auto &id : ids)
            shown.push_back(nc::quoteText(id, 60));
        std::string line = std::string("unknown ") + what + (ids.size() > 1 ? " ids: " : " id: ") + joined(shown);
        std::vector<std::string> hints;
        for (size_t i = 0; i < ids.size(); ++i)
            if (!suggestions[i].empty())
                hints.push_back(shown[i] + " -> " + suggestions[i]);
        if (!hints.empty())
            line += " (did you mean: " + joined(hints) + "?)";
        lines.push_back(line);
    }
};

} // namespace

std::vector<LabelSpec> selectLabels(const nc::nations::Catalog &catalog, const LabelsRequest &request)
{
    std::set<std::string> knownSets;
    for (const auto &c : catalog.cards())
        knownSets.insert(c.set);
    for (const auto &n : catalog.nations())
        knownSets.insert(n.set);
    for (const auto &s : request.sets)
        if (!knownSets.count(s))
            throw std::runtime_error("unknown set \"" + s + "\" (the catalog has: " +
                                     joined({knownSets.begin(), knownSets.end()}) + ")");
    for (int a : request.ages)
        if (a < 1 || a > 4)
            throw std::runtime_error("unknown age " + std::to_string(a) + " (ages are 1 to 4)");
    auto setOk = [&](const std::string &set) { return request.sets.empty() || contains(request.sets, set); };
    auto ageOk = [&](int age) { return request.ages.empty() ? age >= 1 : contains(request.ages, age); };

    std::vector<LabelSpec> labels;
    std::set<std::string> seen; // payload + id: each entry once
    auto push = [&](LabelKind kind, const std::string &id, const std::string &name) {
        const std::string payload = nc::vision::encodeLabelPayload(kind, id);
        if (seen.insert(payload + " " + id).second)
            labels.push_back({payload, name});
    };

    Unknown unknown;
    // Progress Cards and Event Cards: every one (narrowed by set and age) and/or the named ids.
    auto selectCards = [&](LabelKind kind, const char *what, const auto &all, bool wantAll,
                           const std::vector<std::string> &ids, auto find, auto search) {
        if (wantAll)
            for (const auto &c : all)
                if (setOk(c.set) && ageOk(c.age))
                    push(kind, c.id, c.name);
        std::vector<std::string> bad, hints;
        for (const auto &id : ids) {
            if (const auto *c = find(id)) {
                push(kind, c->id, c->name);
            } else {
                bad.push_back(id);
                const auto hits = search(asQuery(id)); // a card or event of a similar name
                hints.push_back(hits.empty() ? "" : hits.front()->id);
            }
        }
        unknown.add(what, bad, hints);
    };
    selectCards(LabelKind::ProgressCard, "Progress Card", catalog.cards(), request.allCards, request.cardIds,
                [&](const std::string &id) { return catalog.card(id); },
                [&](const std::string &q) { return catalog.searchCards(q, {}, 4, 1); });
    selectCards(LabelKind::EventCard, "Event Card", catalog.eventCards(), request.allEvents, request.eventIds,
                [&](const std::string &id) { return catalog.eventCard(id); },
                [&](const std::string &q) { return catalog.searchEvents(q, 0, 1); });

    // Nation sides: ids and names as the label index makes them ("china/A", "China (A)").
    const LabelIndex index(catalog);
    const auto &sides = index.entries(LabelKind::NationSide);
    auto nationOf = [](const std::string &sideId) { return sideId.substr(0, sideId.find('/')); };
    if (request.allNations)
        for (const auto &[id, name] : sides)
            if (setOk(catalog.nation(nationOf(id))->set))
                push(LabelKind::NationSide, id, name);
    std::vector<std::string> badNations;
    for (const auto &wanted : request.nationIds) {
        bool any = false;
        for (const auto &[id, name] : sides) {
            if (id == wanted || (wanted.find('/') == std::string::npos && nationOf(id) == wanted)) {
                push(LabelKind::NationSide, id, name);
                any = true;
            }
        }
        if (!any)
            badNations.push_back(wanted);
    }
    std::vector<std::string> nationIds;
    for (const auto &n : catalog.nations())
        nationIds.push_back(n.id);
    unknown.add("nation", badNations, std::vector<std::string>(badNations.size()));
    if (!badNations.empty())
        unknown.lines.back() += " (nations: " + joined(nationIds) + "; a side is <nation>/A or <nation>/B)";

    if (!unknown.lines.empty()) {
        std::string msg;
        for (const auto &l : unknown.lines)
            msg += (msg.empty() ? "" : "\n") + l;
        throw std::runtime_error(msg);
    }
    if (labels.empty())
        throw std::runtime_error("nothing to print: no catalog entry matches the selection");
    return labels;
}

namespace {

/// Sets `out` to the choice named `value` (case-insensitive); false with `error` naming the choices if none.
template <typename T>
bool pick(const std::string &option, std::string value, const std::vector<std::pair<std::string, T>> &choices,
          T &out, std::string &error)
{
    std::transform(value.begin(), value.end(), value.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    std::string names;
    for (const auto &[name, choice] : choices) {
        if (name == value) {
            out = choice;
            return true;
        }
        names += (names.empty() ? "" : choices.back().first == name ? " or " : ", ") + name;
    }
    error = option + " must be " + names + ", not \"" + value + "\"";
    return false;
}

/// Parses the arguments; returns false with `error` set for a usage error.
bool parseLabelsArgs(const std::vector<std::string> &args, LabelsRequest &r, std::string &error)
{
    std::vector<std::string> *ids = nullptr; // where bare words go (after --cards/--events/--nations)
    auto value = [&](size_t &i, const std::string &opt, std::string &out) {
        if (i + 1 >= args.size() || args[i + 1].rfind("--", 0) == 0) {
            error = opt + " needs a value";
            return false;
        }
        out = args[++i];
        return true;
    };
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        std::string v;
        if (a == "--out") {
            if (!value(i, a, r.out))
                return false;
            ids = nullptr;
        } else if (a == "--paper") {
            if (!value(i, a, v) ||
                !pick(a, v, {{"a4", nc::vision::PaperSize::A4}, {"letter", nc::vision::PaperSize::Letter}}, r.paper,
                      error))
                return false;
            ids = nullptr;
        } else if (a == "--symbology") {
            if (!value(i, a, v) || !pick(a, v,
                                         {{"qr", nc::vision::Symbology::QRCode},
                                          {"datamatrix", nc::vision::Symbology::DataMatrix},
                                          {"aztec", nc::vision::Symbology::Aztec}},
                                         r.symbology, error))
                return false;
            ids = nullptr;
        } else if (a == "--set") {
            if (!value(i, a, v))
                return false;
            r.sets.push_back(v);
            ids = nullptr;
        } else if (a == "--age") {
            if (!value(i, a, v))
                return false;
            if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 2) {
                error = "--age must be a number from 1 to 4, not \"" + v + "\"";
                return false;
            }
            r.ages.push_back(std::stoi(v));
            ids = nullptr;
        } else if (a == "--cards") {
            r.allCards = true; // until an id follows
            ids = &r.cardIds;
        } else if (a == "--events") {
            r.allEvents = true;
            ids = &r.eventIds;
        } else if (a == "--nations") {
            r.allNations = true;
            ids = &r.nationIds;
        } else if (a == "--all") {
            r.allCards = r.allEvents = r.allNations = true;
            ids = nullptr;
        } else if (a.rfind("-", 0) != 0 && ids) {
            ids->push_back(a);
        } else {
            error = "unexpected argument \"" + a + "\"";
            return false;
        }
    }
    // "--cards ID..." means those ids only (unless --all asked for everything).
    const bool all = contains(args, std::string("--all"));
    if (!all) {
        if (!r.cardIds.empty())
            r.allCards = false;
        if (!r.eventIds.empty())
            r.allEvents = false;
        if (!r.nationIds.empty())
            r.allNations = false;
    }
    if (!r.allCards && !r.allEvents && !r.allNations && r.cardIds.empty() && r.eventIds.empty() &&
        r.nationIds.empty())
        r.allCards = true; // the default: every Progress Card of the decks
    if (r.out.empty()) {
        error = "missing --out FILE.pdf";
        return false;
    }
    return true;
}

std::string describe(const std::vector<LabelSpec> &labels)
{
    int cards = 0, events = 0, sides = 0;
    for (const auto &l : labels) {
        switch (nc::vision::parseLabelPayload(l.payload).kind) {
        case LabelKind::ProgressCard: ++cards; break;
        case LabelKind::EventCard: ++events; break;
        case LabelKind::NationSide: ++sides; break;
        }
    }
    std::vector<std::string> parts;
    if (cards)
        parts.push_back(std::to_string(cards) + " Progress Card" + (cards > 1 ? "s" : ""));
    if (events)
        parts.push_back(std::to_string(events) + " Event Card" + (events > 1 ? "s" : ""));
    if (sides)
        parts.push_back(std::to_string(sides) + " nation side" + (sides > 1 ? "s" : ""));
    return joined(parts);
}

std::string mm(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", std::round(v * 10) / 10);
    return buf;
}

} // namespace

int runLabelsCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    LabelsRequest request;
    std::string usageError;
    if (!parseLabelsArgs(args, request, usageError)) {
        err << "nations-companion labels: " << boundedMessage(usageError) << "\nusage:\n" << kLabelsUsage;
        return exit_code::usage;
    }
    try {
        const auto catalog = loadEmbeddedCatalog();
        const auto labels = selectLabels(catalog, request);
        nc::vision::SheetOptions options;
        options.paper = request.paper;
        options.symbology = request.symbology;
        options.title = "Nations Companion labels: " + describe(labels);
        const auto written = [&] {
            try {
                return nc::vision::writeLabelSheet(request.out, labels, options);
            } catch (const std::invalid_argument &) { // a label that cannot be printed: refused input
                throw;
            } catch (const std::runtime_error &e) { // the file cannot be written (exit 3)
                throw CliIoError(e.what());
            }
        }();
        const auto &l = written.layout;
        int shortened = 0;
        for (size_t i = 0; i < labels.size(); ++i)
            shortened += written.captions[i] != labels[i].caption ? 1 : 0;
        out << "wrote " << request.out << ": " << labels.size() << " label" << (labels.size() > 1 ? "s" : "") << " (" << describe(labels) << ") on "
            << l.pages << " " << nc::vision::paperName(request.paper) << " page" << (l.pages > 1 ? "s" : "")
            << ", " << l.columns << " x " << l.rows << " per page; label " << mm(l.cellWidthMm) << " x "
            << mm(l.cellHeightMm) << " mm, " << nc::vision::symbologyName(request.symbology) << " code "
            << mm(options.codeSizeMm) << " mm";
        if (shortened)
            out << "; " << shortened << " long name" << (shortened > 1 ? "s" : "") << " shortened";
        out << ". Print at 100 % (actual size).\n";
        return exit_code::ok;
    } catch (...) {
        return reportError(err, "labels", "");
    }
}

} // namespace nc::app
