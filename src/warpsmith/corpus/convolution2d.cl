// 2D convolution with the mask in __constant memory (OpenCL form of convolution2d.cu).
#ifndef MASK_DIM
#define MASK_DIM 5
#endif
#define MASK_OFFSET (MASK_DIM / 2)

__kernel void convolution_2d(__global const float *input, __global float *output,
                             __constant float *mask, const int width, const int height)
{
    int col = get_global_id(0);
    int row = get_global_id(1);
    if (col >= width || row >= height)
        return;

    float acc = 0.0f;
    for (int i = 0; i < MASK_DIM; i++) {
        int r = row - MASK_OFFSET + i;
        if (r < 0 || r >= height)
            continue;
        for (int j = 0; j < MASK_DIM; j++) {
            int c = col - MASK_OFFSET + j;
            if (c >= 0 && c < width)
                acc += input[r * width + c] * mask[i * MASK_DIM + j];
        }
    }
    output[row * width + col] = acc;
}
