// Held-out suite 5 (frozen), hand version of csr_spmm_k32: 32 work-items per row of A
// (work-groups of 32 x 8, eight rows per group), work-item k computing output column k:
// every entry's column and value are read by all 32 at once (one broadcast) and the dense
// row of B and the row of C are read and written whole (coalesced). K is 32; the launch
// covers 32 * nrows work-items.
__kernel void csr_spmm_k32_hand(__global const int *rowptr, __global const int *colidx,
                                __global const float *vals, __global const float *B,
                                __global float *C, int nrows, int K)
{
    int k = get_local_id(0);
    int r = get_group_id(0) * 8 + get_local_id(1);
    if (r < nrows) {
        int end = rowptr[r + 1];
        float s = 0.0f;
        for (int e = rowptr[r]; e < end; e++)
            s += vals[e] * B[colidx[e] * K + k];
        C[r * K + k] = s;
    }
}
