// mtLocal (NVIDIA OpenCL SDK oclTranspose, transpose): out-of-place transpose of a
// height x width float matrix through a BLOCK_DIM x (BLOCK_DIM + 1) tile in local memory
// (the padding column avoids bank conflicts): load the tile, barrier, write it back
// transposed. The tile is square, so the local size must be (BLOCK_DIM, BLOCK_DIM):
// BLOCK_DIM is set with -D from the local size, and the __local tile `block` is a kernel
// argument of BLOCK_DIM * (BLOCK_DIM + 1) floats.
#ifndef BLOCK_DIM
#define BLOCK_DIM 16
#endif

__kernel void mtLocal(__global float *odata, __global const float *idata,
                      int offset, int width, int height, __local float *block)
{
    // read the tile into local memory
    unsigned int xIndex = get_global_id(0);
    unsigned int yIndex = get_global_id(1);

    if ((xIndex + offset < width) && (yIndex < height)) {
        unsigned int index_in = yIndex * width + xIndex + offset;
        block[get_local_id(1) * (BLOCK_DIM + 1) + get_local_id(0)] = idata[index_in];
    }

    barrier(CLK_LOCAL_MEM_FENCE);

    // write the transposed tile to global memory
    xIndex = get_group_id(1) * BLOCK_DIM + get_local_id(0);
    yIndex = get_group_id(0) * BLOCK_DIM + get_local_id(1);
    if ((xIndex < height) && (yIndex + offset < width)) {
        unsigned int index_out = yIndex * height + xIndex;
        odata[index_out] = block[get_local_id(0) * (BLOCK_DIM + 1) + get_local_id(1)];
    }
}
