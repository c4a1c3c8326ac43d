// spmv: sparse matrix-vector product y = A x with A in JDS (jagged diagonal) format, one
// work-item per (permuted) row. Follows the Parboil benchmark spmv, version opencl_base
// (kernel spmv_jds_naive): rows are sorted by decreasing non-zero count (d_perm maps a
// sorted position to its row); jagged diagonal k starts at jds_ptr_int[k] and holds the
// k-th non-zero of every sorted row that has one, padded to a multiple of JDS_CHUNK rows;
// sh_zcnt_int[c] is the largest non-zero count of the JDS_CHUNK sorted rows of chunk c,
// so the rows of a chunk loop the same number of times (padding entries hold 0.0f).
// JDS_CHUNK is a property of the data layout (Parboil's pad = 32), not of the launch.
#ifndef JDS_CHUNK
#define JDS_CHUNK 32
#endif

__kernel void spmv(__global float *dst_vector, __global const float *d_data,
                   __global const int *d_index, __global const int *d_perm,
                   __global const float *x_vec, const int dim,
                   __constant int *jds_ptr_int, __constant int *sh_zcnt_int)
{
    int ix = get_global_id(0);

    if (ix < dim) {
        float sum = 0.0f;
        int bound = sh_zcnt_int[ix / JDS_CHUNK];
        for (int k = 0; k < bound; k++) {
            int j = jds_ptr_int[k] + ix;
            int col = d_index[j];
            float d = d_data[j];
            float t = x_vec[col];
            sum += d * t;
        }
        dst_vector[d_perm[ix]] = sum;
    }
}
