#include "cli/cli_scan.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>

#include "cli/cli.h"
#include "core/json_input.h"
#include "catalog/embedded_catalog.h"
#include "vision/image_io.h"

namespace nc::app {

using nc::vision::LabelKind;
using nc::vision::PayloadStatus;

const char *const kScanUsage =
    "       nations-companion scan IMAGE|FOLDER...   (label codes in photos, with the cards they name, as JSON;\n"
    "                                   a FOLDER: each image file in it, sorted; docs/cli.md)\n";

namespace {

const char *kindKey(LabelKind k)
{
    switch (k) {
    case LabelKind::ProgressCard: return "progress_card";
    case LabelKind::EventCard: return "event_card";
    case LabelKind::NationSide: return "nation_side";
    }
    return "?";
}

const char *statusKey(const LabelMatch &m)
{
    switch (m.payload.status) {
    case PayloadStatus::Ours: return m.found ? "card" : "unknown_card";
    case PayloadStatus::Foreign: return "foreign";
    case PayloadStatus::UnsupportedVersion: return "unsupported_version";
    case PayloadStatus::Malformed: return "malformed";
    }
    return "?";
}

double round1(float v) { return std::round(double(v) * 10.0) / 10.0; }

nlohmann::ordered_json codeToJson(const nc::vision::Detection &d, const LabelIndex &index)
{
    nlohmann::ordered_json corners = nlohmann::ordered_json::array();
    for (const auto &p : d.corners)
        corners.push_back({round1(p.x), round1(p.y)});
    const LabelMatch m = index.match(d.text);
    nlohmann::ordered_json j = {{"text", d.text},
                        {"symbology", nc::vision::symbologyName(d.symbology)},
                        {"corners", corners},
                        {"via", d.viaWholeFrame ? "whole_frame" : "region"},
                        {"status", statusKey(m)}};
    if (m.found)
        j["card"] = {{"kind", kindKey(m.kind)}, {"id", m.id}, {"name", m.name}, {"set", m.set}};
    else
        j["message"] = m.message;
    return j;
}

} // namespace

namespace {

/// The image files of a folder (not its subfolders), sorted by name. Throws CliIoError.
std::vector<std::string> imagesInFolder(const std::string &folder)
{
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code typeError;
        if (it->is_regular_file(typeError) && nc::vision::hasImageExtension(it->path().string()))
            files.push_back(it->path().string());
    }
    if (ec)
        throw CliIoError("cannot list the folder '" + folder + "': " + ec.message());
    std::sort(files.begin(), files.end());
    return files;
}

/// scanImageToJson() and the exit code of that image (exit_code::ok, ::refused or ::io).
std::pair<nlohmann::ordered_json, int> scanImage(const nc::vision::LabelScanner &scanner, const LabelIndex &index,
                                                 const std::string &path)
{
    const nc::vision::LoadedImage img = nc::vision::loadGrayImage(path);
    if (!img.ok())
        return {{{"path", path}, {"error", img.error}},
                img.failure == nc::vision::ImageFailure::Io ? exit_code::io : exit_code::refused};
    try {
        nlohmann::ordered_json codes = nlohmann::ordered_json::array();
        for (const auto &d : scanner.scan(img.image))
            codes.push_back(codeToJson(d, index));
        return {{{"path", path}, {"width", img.image.cols}, {"height", img.image.rows}, {"codes", codes}},
                exit_code::ok};
    } catch (const std::exception &e) {
        return {{{"path", path}, {"error", "cannot scan '" + path + "': " + boundedMessage(e.what())}},
                exit_code::refused};
    }
}

} // namespace

nlohmann::ordered_json scanImageToJson(const nc::vision::LabelScanner &scanner, const LabelIndex &index,
                                       const std::string &path)
{
    return scanImage(scanner, index, path).first;
}

int runScanCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    std::vector<std::string> paths;
    for (const auto &a : args) {
        if (a.rfind("-", 0) == 0 && a != "-") {
            err << "nations-companion scan: unexpected option \"" << nc::quoteText(a, 60) << "\"\nusage:\n" << kScanUsage;
            return exit_code::usage;
        }
        paths.push_back(a);
    }
    if (paths.empty()) {
        err << "nations-companion scan: missing IMAGE\nusage:\n" << kScanUsage;
        return exit_code::usage;
    }
    try {
        const LabelIndex index(loadEmbeddedCatalog());
        const nc::vision::LabelScanner scanner(nc::vision::stillImageOptions()); // as the app's Open photo…
        nlohmann::ordered_json result = nlohmann::ordered_json::array();
        int code = exit_code::ok;
        auto add = [&](std::pair<nlohmann::ordered_json, int> entry) {
            if (entry.second != exit_code::ok) { // the error in the JSON, and on stderr for people
                code = std::max(code, entry.second); // I/O (3) outranks a refused image (1)
                err << "nations-companion scan: " << entry.first["error"].get<std::string>() << "\n";
            }
            result.push_back(std::move(entry.first));
        };
        for (const auto &p : paths) {
            std::error_code ec;
            if (!std::filesystem::is_directory(p, ec)) {
                add(scanImage(scanner, index, p));
                continue;
            }
            const auto files = imagesInFolder(p);
            if (files.empty())
                add({{{"path", p},
                      {"error", "cannot scan '" + p + "': the folder holds no image file (.jpg, .jpeg, .png, .bmp, .webp, .tif, .tiff)"}},
                     exit_code::refused});
            for (const auto &f : files)
                add(scanImage(scanner, index, f));
        }
        // replace: a foreign code may carry bytes that are not UTF-8
        out << result.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
        return code;
    } catch (...) { // the embedded catalog itself is broken, a folder cannot be listed
        return reportError(err, "scan", "");
    }
}

} // namespace nc::app
