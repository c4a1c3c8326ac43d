// Matrix transpose through local memory (NVIDIA OpenCL SDK oclTranspose): the tile is
// a __local kernel argument of BLOCK_DIM * (BLOCK_DIM + 1) floats, padded against bank
// conflicts.
#ifndef BLOCK_DIM
#define BLOCK_DIM 16
#endif

__kernel void transpose(__global float *odata, __global const float *idata,
                        int width, int height, __local float *block)
{
    // read the matrix tile into local memory
    unsigned int xIndex = get_global_id(0);
    unsigned int yIndex = get_global_id(1);

    if ((xIndex < width) && (yIndex < height)) {
        unsigned int index_in = yIndex * width + xIndex;
        block[get_local_id(1) * (BLOCK_DIM + 1) + get_local_id(0)] = idata[index_in];
    }

    barrier(CLK_LOCAL_MEM_FENCE);

    // write the transposed tile back to global memory
    xIndex = get_group_id(1) * BLOCK_DIM + get_local_id(0);
    yIndex = get_group_id(0) * BLOCK_DIM + get_local_id(1);
    if ((xIndex < height) && (yIndex < width)) {
        unsigned int index_out = yIndex * height + xIndex;
        odata[index_out] = block[get_local_id(0) * (BLOCK_DIM + 1) + get_local_id(1)];
    }
}
