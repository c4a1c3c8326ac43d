#!/usr/bin/env bash
# Regenerate tests/data/curand_oracle.json from the real cuRAND headers (host build).
# Needs nvcc and the cuRAND headers: pip download --no-deps nvidia-curand, unzip the
# wheel, and pass its include directory: scripts/curand_oracle.sh DIR/nvidia/cu13/include
set -euo pipefail
inc=${1:?usage: scripts/curand_oracle.sh CURAND_INCLUDE_DIR}
tmp=$(mktemp -d)
nvcc -I"$inc" "$(dirname "$0")/curand_oracle.cu" -o "$tmp/oracle"
"$tmp/oracle" > "$(dirname "$0")/../tests/data/curand_oracle.json"
python3 -m json.tool "$(dirname "$0")/../tests/data/curand_oracle.json" > /dev/null
echo "wrote tests/data/curand_oracle.json"
