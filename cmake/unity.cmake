# The unity build (CMakeLists.txt, UMPIRE_UNITY_BUILD): umpire_warnings() hands
# every target of our own code to umpire_unity() below, which runs when the
# target's folder is done, replaces its .cpp files by batches of eight, and
# compiles each batch as one translation unit.
#
# Files left out: in a batch, files share one translation unit, so two
# file-local helpers of the same name (in an anonymous namespace or static)
# collide. Such a file is compiled on its own instead: list it here (path from
# the source root), or give its helper a distinct name.
set(UMPIRE_UNITY_SKIP
  # Libraries
  src/report/pdf.cpp                      # one_line(), also in markdown.cpp
  src/app/bench_replay.cpp                # fixed(), also in bench.cpp
  src/app/bench_soldier_king.cpp          # fixed(), ms_since(), also in bench.cpp
  src/app/bench_bundle.cpp                # fixed(), also in bench.cpp
  campaign/soldier_king/promotion.cpp     # ColumnArgs, also in event_commands.cpp
  ui/map_editor/properties.cpp            # kRed, also in panels.cpp
  ui/turn_panel.cpp                       # last_issued, also in rules_window.cpp
  ui/1631/map_picture.cpp                 # its using-directive would make the windows' area_name() ambiguous with view.h's
  ui/soldier_king/battles_window.cpp      # command(), also in season_window.cpp
  ui/soldier_king/diplomacy_window.cpp    # command(), also in season_window.cpp
  campaign/1631/view.cpp                  # 1631's views: plain helper names (plural, joined, text_at)
  campaign/1631/report.cpp
  campaign/1631/summary.cpp
  campaign/1631/report_map.cpp
  campaign/bourgogne/view.cpp             # Bourgogne's views: plain helper names (text_at, unit_view, Fit)
  campaign/bourgogne/report.cpp
  campaign/bourgogne/summary.cpp
  campaign/bourgogne/report_map.cpp
  # Unit tests: most keep their helpers file-local under the same few names
  # (base(), cmd(), run(), put(), kMap, TempDir, World, registry()).
  tests/app/cli_test.cpp
  tests/battles/sk_battle_session_test.cpp  # kMove, also in dice_battle_test.cpp
  tests/app/cli_bundle_test.cpp
  tests/browser/browser_test.cpp
  tests/report/bundle_test.cpp
  tests/soldier_king/bundle_test.cpp
  tests/app/cli_orders_test.cpp
  tests/app/cli_handout_test.cpp           # compiled alone so that the batches after it stay as they were
  tests/report/report_test.cpp
  tests/session/game_module_test.cpp
  tests/session/input_limits_test.cpp
  tests/soldier_king/briefing_test.cpp
  tests/soldier_king/gazette_test.cpp
  tests/bourgogne/view_test.cpp            # Bourgogne's views and their leak checks: gdb_* helpers, kept apart
  tests/bourgogne/report_leak_test.cpp
  tests/bourgogne/report_cli_test.cpp
  tests/1631/report_cli_test.cpp
  tests/1631/report_leak_test.cpp
  tests/1631/view_test.cpp
  tests/soldier_king/movement_property_test.cpp
  tests/soldier_king/movement_test.cpp
  tests/soldier_king/orders_sheet_test.cpp
  tests/soldier_king/own_side_test.cpp
  tests/soldier_king/player_report_test.cpp
  tests/soldier_king/report_leak_test.cpp
  tests/soldier_king/revolt_test.cpp
  tests/soldier_king/state_load_test.cpp
  tests/soldier_king/supply_pass_test.cpp
  tests/soldier_king/supply_test.cpp
  tests/soldier_king/two_years_test.cpp
  tests/soldier_king/victory_test.cpp
  tests/store/bad_file_test.cpp
  tests/store/concurrency_test.cpp
  tests/store/crash_test.cpp
  tests/store/disk_test.cpp
  tests/store/journal_test.cpp
  tests/store/replay_problem_test.cpp
  tests/testgame/places_test.cpp
  tests/ui/battle_field_test.cpp            # its using-directives (battlesui, FieldPicture) stay in its own unit
  tests/ui/map_editor_test.cpp
  tests/ui/orders_test.cpp
  tests/ui/sk_map_layers_test.cpp)
set(UMPIRE_UNITY_BATCH 8)

# CMake's own UNITY_BUILD writes absolute paths into its batch files (until
# CMake 4.0), so a batch's text differs between checkouts and ccache, whose
# base_dir makes the compiler's paths relative, could never share it between
# worktrees. These batches #include their files by a path relative to the batch.
function(umpire_unity target)
  get_target_property(sources ${target} SOURCES)
  get_target_property(bin_dir ${target} BINARY_DIR)
  set(out_dir ${bin_dir}/unity)
  set(kept "")
  set(batches "")
  set(text "")
  set(count 0)
  set(batch_sources "")
  set(batch_dir "")
  foreach(src ${sources})
    get_filename_component(abs ${src} ABSOLUTE)
    file(RELATIVE_PATH rel ${CMAKE_SOURCE_DIR} ${abs})
    # A batch never spans two folders, so a file added to one folder (or a new
    # folder) leaves the other folders' batches as they were.
    get_filename_component(dir ${rel} DIRECTORY)
    if(NOT dir STREQUAL batch_dir)
      _umpire_unity_flush()
      set(batch_dir ${dir})
    endif()
    file(RELATIVE_PATH in_build ${CMAKE_BINARY_DIR} ${abs})
    # Only our own .cpp files: not C, not generated code, not /usr's.
    if(NOT abs MATCHES "\\.cpp$" OR rel MATCHES "^\\.\\./" OR NOT in_build MATCHES "^\\.\\./"
       OR rel IN_LIST UMPIRE_UNITY_SKIP)
      list(APPEND kept ${src})
      continue()
    endif()
    file(RELATIVE_PATH from_batch ${out_dir} ${abs})
    string(APPEND text "#include \"${from_batch}\"\n")
    math(EXPR count "${count} + 1")
    list(APPEND batch_sources ${src})
    if(count EQUAL UMPIRE_UNITY_BATCH)
      _umpire_unity_flush()
    endif()
  endforeach()
  _umpire_unity_flush()
  set_property(TARGET ${target} PROPERTY SOURCES ${kept} ${batches})
endfunction()

# Writes the batch gathered so far (a lone file stays itself). file(GENERATE)
# rewrites a batch only when its text changes, so a configure run does not
# recompile everything.
macro(_umpire_unity_flush)
  if(count EQUAL 1)
    list(APPEND kept ${batch_sources})
  elseif(count GREATER 1)
    list(LENGTH batches n)
    set(file ${out_dir}/${target}_${n}.cpp)
    file(GENERATE OUTPUT ${file} CONTENT "// Generated by cmake/unity.cmake: one translation unit.\n${text}")
    list(APPEND batches ${file})
  endif()
  set(text "")
  set(count 0)
  set(batch_sources "")
endmacro()
