// Held-out suite 2 (frozen). k-means assignment: each point (8 floats, stored point after
// point) gets the index of its nearest centroid (k centroids of 8 floats; the smaller index
// on ties); one thread per point.
extern "C" __global__ void kmeans_assign(const float *pts, const float *cent, int *label, int n,
                                         int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float best = 3.0e38f;
        int bi = 0;
        for (int c = 0; c < k; c++) {
            float d = 0.0f;
            for (int f = 0; f < 8; f++) {
                float t = pts[i * 8 + f] - cent[c * 8 + f];
                d += t * t;
            }
            if (d < best) {
                best = d;
                bi = c;
            }
        }
        label[i] = bi;
    }
}
