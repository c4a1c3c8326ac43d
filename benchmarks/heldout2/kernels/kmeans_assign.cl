// point) gets the index of its nearest centroid (k centroids of 8 floats; the smaller index
// on ties); one thread per point.
__kernel void kmeans_assign(__global const float *pts, __global const float *cent, __global int *label, int n, int k)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
