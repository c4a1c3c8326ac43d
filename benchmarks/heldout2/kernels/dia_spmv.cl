// offsets off[d], stored diagonal after diagonal (data[d * n + i] is row i's entry); one
// thread per row.
__kernel void dia_spmv(__global const float *data, __global const int *off, __global const float *x, __global float *y, int n, int ndiag)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float s = 0.0f;
        for (int d = 0; d < ndiag; d++) {
            int j = i + off[d];
            if (j >= 0 && j < n)
                s += data[d * n + i] * x[j];
        }
        y[i] = s;
    }
}
