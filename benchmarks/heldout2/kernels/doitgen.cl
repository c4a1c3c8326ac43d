// x walks p, y walks q, z walks r.
__kernel void doitgen(__global const float *A, __global const float *C4, __global float *out, int nr, int nq, int np)
{
    int p = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int q = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int r = get_group_id(2);
    if (p < np && q < nq && r < nr) {
        float s = 0.0f;
        for (int k = 0; k < np; k++)
            s += A[(r * nq + q) * np + k] * C4[k * np + p];
        out[(r * nq + q) * np + p] = s;
    }
}
