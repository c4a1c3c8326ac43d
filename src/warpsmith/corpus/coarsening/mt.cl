// mt (NVIDIA OpenCL SDK oclTranspose, transpose_naive): out-of-place transpose of a
// height x width float matrix on a 2D NDRange, straight from global memory:
// odata[x * height + y] = idata[y * width + x + offset] (offset 0 transposes the matrix).
__kernel void mt(__global float *odata, __global const float *idata,
                 int offset, int width, int height)
{
    unsigned int xIndex = get_global_id(0);
    unsigned int yIndex = get_global_id(1);

    if (xIndex + offset < width && yIndex < height) {
        unsigned int index_in = xIndex + offset + width * yIndex;
        unsigned int index_out = yIndex + height * xIndex;
        odata[index_out] = idata[index_in];
    }
}
