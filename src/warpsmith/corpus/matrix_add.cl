// Matrix addition C = A + B (int32), one work-item per element, 2D NDRange.
__kernel void mat_add(__global const int *restrict A, __global const int *restrict B,
                      __global int *restrict C, const int rows, const int cols)
{
    int col = get_global_id(0);
    int row = get_global_id(1);
    if (row < rows && col < cols) {
        int idx = row * cols + col;
        C[idx] = A[idx] + B[idx];
    }
}

// Uncoalesced variant: element index = local id * number of groups + group id.
__kernel void mat_add_uncoalesced(__global const int *restrict A, __global const int *restrict B,
                                  __global int *restrict C, const int n)
{
    int idx = get_local_id(0) * get_num_groups(0) + get_group_id(0);
    if (idx < n)
        C[idx] = A[idx] + B[idx];
}
