// Held-out suite 4 (frozen), hand version of aos5_unzip: blocks of 128 threads copy their
// 128 records (640 contiguous floats) into shared memory with coalesced loads, then each
// thread reads its record there (stride 5: conflict-free) and writes the five planes.
__kernel void aos5_unzip_hand(__global const float *rec, __global float *X, __global float *Y,
                              __global float *Z, __global float *M, __global float *Q, int n)
{
    __local float sh[640];
    int t = get_local_id(0);
    int base = get_group_id(0) * 640;
    for (int e = t; e < 640; e += 128) {
        int g = base + e;
        sh[e] = g < 5 * n ? rec[g] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_group_id(0) * 128 + t;
    if (i < n) {
        X[i] = sh[5 * t];
        Y[i] = sh[5 * t + 1];
        Z[i] = sh[5 * t + 2];
        M[i] = sh[5 * t + 3];
        Q[i] = sh[5 * t + 4];
    }
}
