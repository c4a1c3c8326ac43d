extern "C" __global__ void lens_distort_map2d(float* map_x, float* map_y, float k1, float k2, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cx = 0.5f * (float)(width - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float cy = 0.5f * (float)(height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float half_side = 0.5f * (float)max(width, height);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float u = ((float)x - cx) / half_side;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float v = ((float)y - cy) / half_side;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float r2 = u * u + v * v;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        float g = 1.0f + k1 * r2 + k2 * r2 * r2;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        int i = y * width + x;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_x[i] = cx + u * g * half_side;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/lens_distort_map2d.cl"
        map_y[i] = cy + v * g * half_side;
    }
}
