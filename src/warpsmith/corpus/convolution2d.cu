// 2D convolution of a float image with a MASK_DIM x MASK_DIM mask held in constant
// memory; pixels outside the image count as zero.
#ifndef MASK_DIM
#define MASK_DIM 5
#endif
#define MASK_OFFSET (MASK_DIM / 2)

__constant__ float d_mask[MASK_DIM * MASK_DIM];

__global__ void convolution_2d(const float *__restrict__ input, float *__restrict__ output,
                               int width, int height)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (col >= width || row >= height)
        return;

    int start_r = row - MASK_OFFSET;
    int start_c = col - MASK_OFFSET;
    float acc = 0.0f;
    for (int i = 0; i < MASK_DIM; i++) {
        for (int j = 0; j < MASK_DIM; j++) {
            int r = start_r + i;
            int c = start_c + j;
            if (r >= 0 && r < height && c >= 0 && c < width)
                acc += input[r * width + c] * d_mask[i * MASK_DIM + j];
        }
    }
    output[row * width + col] = acc;
}
