__global__ void t1d(cudaTextureObject_t t, const float *xs, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex1D<float>(t, xs[i]);
}

__global__ void lay1d(cudaTextureObject_t t, const float *xs, const int *ls, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex1DLayered<float>(t, xs[i], ls[i]);
}

__global__ void lay2d(cudaTextureObject_t t, const float *xs, const float *ys, const int *ls, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex2DLayered<float>(t, xs[i], ys[i], ls[i]);
}

__global__ void cubelay(cudaTextureObject_t t, const float *xs, const float *ys, const float *zs, const int *ls, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = texCubemapLayered<float>(t, xs[i], ys[i], zs[i], ls[i]);
}

__global__ void lod1d(cudaTextureObject_t t, const float *xs, const float *lv, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex1DLod<float>(t, xs[i], lv[i]);
}

__global__ void lod2d(cudaTextureObject_t t, const float *xs, const float *ys, const float *lv, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[2 * i] = tex2DLod<float>(t, xs[i], ys[i], lv[i]);
    out[2 * i + 1] = tex2DGrad<float>(t, xs[i], ys[i], make_float2(lv[i], 0.0f), make_float2(0.0f, lv[i]));
}

__global__ void lod3d(cudaTextureObject_t t, const float *xs, const float *ys, const float *zs, const float *lv, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[2 * i] = tex3DLod<float>(t, xs[i], ys[i], zs[i], lv[i]);
    out[2 * i + 1] = tex3D<float>(t, xs[i], ys[i], zs[i]);
}

__global__ void lodcube(cudaTextureObject_t t, const float *xs, const float *ys, const float *zs, const float *lv, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = texCubemapLod<float>(t, xs[i], ys[i], zs[i], lv[i]);
}

__global__ void surf3d(cudaSurfaceObject_t in, cudaSurfaceObject_t s, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    int x = i % 16, y = (i / 16) % 8, z = i / 128;
    float v = surf3Dread<float>(in, x * 4, y, z);
    surf3Dwrite(v * 2.0f + 1.0f, s, x * (int)sizeof(float), y, z);
    out[i] = v;
}

__global__ void surflay(cudaSurfaceObject_t l1, cudaSurfaceObject_t l2, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    int x = i % 16, y = (i / 16) % 8, l = i / 128;
    float2 p = surf2DLayeredread<float2>(l2, x * 8, y, l);
    surf2DLayeredwrite(make_float2(p.y, p.x + 1.0f), l2, x * 8, y, l);
    if (y == 0) {
        float a = surf1DLayeredread<float>(l1, x * 4, l);
        surf1DLayeredwrite(a * 0.5f, l1, x * 4, l);
    }
    out[i] = p.x;
}

__global__ void surfcube(cudaSurfaceObject_t c, cudaSurfaceObject_t cl, int *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    int x = i % 8, y = (i / 8) % 8, f = i / 64;
    int v = 0;
    if (f < 6) {
        surfCubemapread(&v, c, x * 4, y, f);
        surfCubemapwrite(v + x - y, c, x * 4, y, f);
    }
    int w = surfCubemapLayeredread<int>(cl, x * 4, y, f);
    surfCubemapLayeredwrite(w * 2 + f, cl, x * 4, y, f);
    out[i] = v + w;
}

__global__ void bound(cudaSurfaceObject_t s, cudaSurfaceObject_t w, cudaSurfaceObject_t z, const int *xs, const int *ys, const int *ls, int *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    int x = xs[i], y = ys[i], l = ls[i];
    out[2 * i] = surf2DLayeredread<int>(s, x * 4, y, l, cudaBoundaryModeClamp);
    out[2 * i + 1] = surf2DLayeredread<int>(s, x * 4, y, l, cudaBoundaryModeZero);
    int cx = min(max(x, 0), 12), cy = min(max(y, 0), 6);
    surf2Dwrite(cx * 100 + cy + 1, w, x * 4, y, cudaBoundaryModeClamp);
    surf3Dwrite(x * 100 + y + 1, z, x * 4, y, l, cudaBoundaryModeZero);
}
