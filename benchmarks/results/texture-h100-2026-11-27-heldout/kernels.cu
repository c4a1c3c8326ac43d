
__global__ void fetch(cudaTextureObject_t t, const int *ix, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex1Dfetch<float>(t, ix[i]);
}

__global__ void t2d(cudaTextureObject_t t, const float *xs, const float *ys, float *out,
                    int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex2D<float>(t, xs[i], ys[i]);
}

__global__ void rgba(cudaTextureObject_t t, const float *xs, const float *ys, float4 *out,
                     int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex2D<float4>(t, xs[i], ys[i]);
}

__global__ void t3d(cudaTextureObject_t t, const float *xs, const float *ys,
                    const float *zs, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex3D<float>(t, xs[i], ys[i], zs[i]);
}

__global__ void layered(cudaTextureObject_t t, const float *xs, const float *ys,
                        const int *ls, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = tex2DLayered<float>(t, xs[i], ys[i], ls[i]);
}

__global__ void cube(cudaTextureObject_t t, const float *xs, const float *ys,
                     const float *zs, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) out[i] = texCubemap<float>(t, xs[i], ys[i], zs[i]);
}

__global__ void surface(cudaSurfaceObject_t in, cudaSurfaceObject_t s, float *out, int n) {
    int x = threadIdx.x, y = blockIdx.x;
    float v;
    surf2Dread(&v, in, x * 4, y);
    surf2Dwrite(v * 2.0f + 1.0f, s, x * sizeof(float), y);
    if (x + y * blockDim.x < n) out[x + y * blockDim.x] = surf2Dread<float>(in, x * 4, y);
}
