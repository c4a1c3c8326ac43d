// (x, y, z) triples: out[i * n + j] = |p_i - p_j|^2, x walks j.
__kernel void pairwise_dist_aos3(__global const float *p, __global float *out, int n)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int i = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (i < n && j < n) {
        float dx = p[3 * i + 0] - p[3 * j + 0];
        float dy = p[3 * i + 1] - p[3 * j + 1];
        float dz = p[3 * i + 2] - p[3 * j + 2];
        out[i * n + j] = (dx * dx + dy * dy) + dz * dz;
    }
}
