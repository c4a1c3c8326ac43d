extern "C" __global__ void ring_mask_u8_2d(unsigned char* mask, int cx, int cy, int r_in, int r_out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int dx = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int dy = y - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int d2 = dx * dx + dy * dy;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        mask[y * width + x] = d2 >= r_in * r_in && d2 <= r_out * r_out ? 255 : 0;
    }
}
