// mvUncoal: dense matrix-vector product W = M V (M row-major, height x width), one
// work-item per row. Follows the NVIDIA OpenCL SDK sample oclMatVecMul, kernel
// MatVecMulUncoalesced1: the work-items stride over the rows by the global size, and each
// loops over its row's columns, so adjacent work-items read addresses `width` words apart
// (uncoalesced).
__kernel void mvUncoal(__global const float *M, __global const float *V,
                       uint width, uint height, __global float *W)
{
    for (uint y = get_global_id(0); y < height; y += get_global_size(0)) {
        float dotProduct = 0.0f;
        for (uint x = 0; x < width; ++x)
            dotProduct += M[y * width + x] * V[x];
        W[y] = dotProduct;
    }
}
