// (x, y, z, w) split into four arrays; one thread per record, four 4-byte loads.
__kernel void aos_to_soa(__global const float *aos, __global float *x, __global float *y, __global float *z, __global float *w, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        x[i] = aos[4 * i + 0];
        y[i] = aos[4 * i + 1];
        z[i] = aos[4 * i + 2];
        w[i] = aos[4 * i + 3];
    }
}
