// Held-out suite 7 (frozen), hand version of colmajor_bias_add: the threads are numbered in
// the matrix's own (column-major) order, t = c * n + r, so that neighbouring threads read
// and write neighbouring floats. The launch covers n * m threads.
__kernel void colmajor_bias_add_hand(__global const float *A, __global const float *rs,
                                     __global const float *cb, __global float *out, int n,
                                     int m)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (t < n * m) {
        int c = t / n;
        int r = t % n;
        out[t] = A[t] * rs[r] + cb[c];
    }
}
