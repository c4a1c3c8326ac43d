// Held-out suite 2 (frozen). Squared distances between all pairs of n points stored as packed
// (x, y, z) triples: out[i * n + j] = |p_i - p_j|^2, x walks j.
extern "C" __global__ void pairwise_dist_aos3(const float *p, float *out, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n) {
        float dx = p[3 * i + 0] - p[3 * j + 0];
        float dy = p[3 * i + 1] - p[3 * j + 1];
        float dz = p[3 * i + 2] - p[3 * j + 2];
        out[i * n + j] = (dx * dx + dy * dy) + dz * dz;
    }
}
