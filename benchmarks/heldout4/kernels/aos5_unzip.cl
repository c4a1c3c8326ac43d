// Held-out suite 4 (frozen). Splits records of five floats (x, y, z, mass, charge; 20
// bytes each) into five planes: one thread per record, reading its fields one by one.
__kernel void aos5_unzip(__global const float *rec, __global float *X, __global float *Y,
                         __global float *Z, __global float *M, __global float *Q, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        X[i] = rec[5 * i];
        Y[i] = rec[5 * i + 1];
        Z[i] = rec[5 * i + 2];
        M[i] = rec[5 * i + 3];
        Q[i] = rec[5 * i + 4];
    }
}
