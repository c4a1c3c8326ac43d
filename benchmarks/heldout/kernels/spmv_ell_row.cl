// Held-out suite (frozen). SpMV in ELL format stored row-major (entry k of row r at
// r * width + k; padding entries have column -1), one work-item per row.
// Memory problem: neighbouring work-items read cols/vals width words apart (uncoalesced).
__kernel void spmv_ell_row(__global const int *cols, __global const float *vals,
                           __global const float *x, __global float *y, int rows, int width)
{
    int r = get_global_id(0);
    if (r < rows) {
        float s = 0.0f;
        for (int k = 0; k < width; k++) {
            int c = cols[r * width + k];
            if (c >= 0)
                s += vals[r * width + k] * x[c];
        }
        y[r] = s;
    }
}
