"""The reports made from committed measurements alone (JSON in, markdown, JSON and figures
out), so that ``benchmarks/results`` can be regenerated at any time: :mod:`.memopt` (Table
II of paper 003), :mod:`.coarsen` (the coarsening exploration of paper 004) and
:mod:`.model` (predicted against measured times, paper 000). ``benchmarks/*_report.py``
are their command lines."""
