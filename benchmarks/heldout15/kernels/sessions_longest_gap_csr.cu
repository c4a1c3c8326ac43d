// Held-out suite 15 (frozen). For each user, the longest gap between consecutive event times
// (sorted, user u's events at offsets[u] .. offsets[u + 1] - 1; 0 with fewer than two events),
// a thread per user walking its events.
extern "C" __global__ void sessions_longest_gap_csr(const int *offsets, const int *times,
                                                    int *gap, int users)
{
    int u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u < users) {
        int best = 0;
        for (int j = offsets[u] + 1; j < offsets[u + 1]; j++) {
            int d = times[j] - times[j - 1];
            if (d > best)
                best = d;
        }
        gap[u] = best;
    }
}
