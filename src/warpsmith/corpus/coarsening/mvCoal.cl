// mvCoal: dense matrix-vector product W = M V (M row-major, height x width), one
// work-group per row. Follows the NVIDIA OpenCL SDK sample oclMatVecMul, kernel
// MatVecMulCoalesced1: the work-groups stride over the rows (the loop is uniform within a
// group, so its barriers are legal), the work-items of a group stride over the row's
// columns (adjacent work-items read adjacent words: coalesced), and the partial sums are
// added in __local memory by a tree with interleaved addressing (index = 2*stride*lid).
// partialDotProduct holds get_local_size(0) floats; the tree needs a power-of-two local
// size.
__kernel void mvCoal(__global const float *M, __global const float *V,
                     uint width, uint height, __global float *W,
                     __local float *partialDotProduct)
{
    for (uint y = get_group_id(0); y < height; y += get_num_groups(0)) {
        // each work-item accumulates every local_size-th product of the row
        float sum = 0.0f;
        for (uint x = get_local_id(0); x < width; x += get_local_size(0))
            sum += M[y * width + x] * V[x];
        partialDotProduct[get_local_id(0)] = sum;

        // tree reduction of the group's partial sums
        for (uint stride = 1; stride < get_local_size(0); stride *= 2) {
            barrier(CLK_LOCAL_MEM_FENCE);
            uint index = 2 * stride * get_local_id(0);
            if (index < get_local_size(0))
                partialDotProduct[index] += partialDotProduct[index + stride];
        }
        if (get_local_id(0) == 0)
            W[y] = partialDotProduct[0];
        // work-item 0 must have read partialDotProduct[0] before the next row overwrites it
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
